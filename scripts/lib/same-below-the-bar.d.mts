export declare const BAR_PX: number;
export declare function sameBelowTheBar(one: string | Buffer, other: string | Buffer, barPx?: number): Promise<boolean>;
