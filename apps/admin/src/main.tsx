import { renderApp } from '@diy/shell';
import { App } from './App';

renderApp(<App />);
