export declare const CHROMIUM: string;
export declare const HEADLESS_SHELL: string;
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare const testChromiumLaunchOptions: { executablePath: string; args: string[] };
export declare function testBrowserPath(env?: NodeJS.ProcessEnv, installed?: (path: string) => boolean): string;
export declare function withFeaturesDisabled(flags: string[], features: string[]): string[];
