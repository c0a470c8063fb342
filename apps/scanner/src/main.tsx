import { renderApp } from '@diy/shell';
import { App } from './App';
import { scanningSlice } from './state/scanning-slice';

renderApp(<App />, { reducers: { scanning: scanningSlice.reducer } });
