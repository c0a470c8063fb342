import { renderApp } from '@diy/shell';
import { App } from './App';
import { registerServiceWorker } from './service-worker';
import { scanningSlice } from './state/scanning-slice';

renderApp(<App />, { reducers: { scanning: scanningSlice.reducer } });
registerServiceWorker();
