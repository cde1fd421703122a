export declare const EXAMPLE_IMAGE_TAG: string;
export declare function imageExists(tag: string, docker?: string): boolean;
export declare function buildExampleImage(opts?: { tag?: string; log?: (line: string) => void; force?: boolean; docker?: string }): Promise<string>;
