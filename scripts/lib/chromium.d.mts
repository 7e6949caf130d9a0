export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
export declare function withFeaturesDisabled(flags: string[], features: string[]): string[];
