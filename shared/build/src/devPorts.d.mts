export declare const DEV_HOST_PORT: number;
export declare const DEV_API_PORT: number;
export declare const DEV_REMOTE_PORTS: Record<string, number>;
export declare function devRemotePort(area: string): number;
