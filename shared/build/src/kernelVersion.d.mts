export declare const KERNEL_VERSION: string;
