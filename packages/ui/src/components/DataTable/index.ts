export { DataTable, pageRange, type DataTableColumn, type DataTablePaging, type DataTableProps } from './DataTable';
