// The console's build preset: SystemJS output, shared modules from the
// console's import map, manifest.json with SRI hashes, and the console's checks.
import { pluginConfig } from '@palisade/sdk/build';

export default pluginConfig();
