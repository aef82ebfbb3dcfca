import { createMount } from '@portal/shell-contract';
import { remoteModule } from './module';

/** For integrators: `mount(element, { apiBase, token, entityId, lang, basePath })` returns unmount. */
export const mount = createMount(remoteModule);
export default mount;
