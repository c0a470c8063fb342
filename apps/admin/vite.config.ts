import { appConfig } from '../../vite.app-config';

export default appConfig(5103);
