/**
 * The SDK's version. Plugins declare the range they need (`sdk: '^1.0.0'`);
 * the console refuses a plugin whose range this version does not satisfy.
 * A unit test keeps it equal to `sdk/package.json`.
 */
export const SDK_VERSION = '1.0.0';
