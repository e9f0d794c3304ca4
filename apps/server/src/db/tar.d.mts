export interface TarHeader {
  name: string;
  size: number;
  type: string;
}
export function readHeader(tar: Buffer, at?: number): TarHeader | null;
export function entryPath(dir: string, name: string): string;
export function untar(tar: Buffer, dir: string): void;
export function header(name: string, size: number, type?: string, mtime?: number): Buffer;
export function entryName(...parts: string[]): string;
