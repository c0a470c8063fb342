export { StatementDetailView, type StatementDetailViewProps, type StatementDownload } from './StatementDetailView';
export { discountsByFunder, figureRows, type FigureRow, type FunderDiscount } from './statement-figures';
