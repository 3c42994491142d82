import { pluginConfig } from '@palisade/sdk/build';
export default pluginConfig();
