// A file-system error in words (never a raw EISDIR): what a user reads when a path is wrong.

const WORDS: Record<string, string> = {
  EISDIR: 'it is a directory, not a file',
  ENOTDIR: 'it is a file, not a directory',
  EEXIST: 'it is a file, not a directory',
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
};

export function fsProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code !== undefined && WORDS[code]) return WORDS[code];
  return error instanceof Error ? error.message.split('\n')[0]! : String(error);
}
