/**
 * Resident memory of the product's server. `npm start` runs npm → tsx → node in one process group (started
 * detached, so its leader's pid is the group id); the server is the group's largest process. Linux only (/proc).
 */
import fs from 'node:fs';

function statusField(pid: string, field: string): number | null {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match?.[1] ? Number(match[1]) * 1024 : null;
}

/** The largest RSS (bytes) among the processes of the group led by `groupId`. */
export function processGroupRss(groupId: number | undefined): number {
  if (!groupId) throw new Error('the product has no process id');
  let largest = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid pgrp ..."; comm may contain spaces, so read after the last ')'.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp === groupId) largest = Math.max(largest, statusField(pid, 'VmRSS') ?? 0);
    } catch {
      // The process ended while we looked.
    }
  }
  if (largest === 0) throw new Error(`no process in group ${groupId}`);
  return largest;
}
