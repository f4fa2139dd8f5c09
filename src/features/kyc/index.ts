/**
 * Identity verification and the location check (issue 33): the verification
 * page loads through the page table; the shell mounts the prompts; the
 * member centre shows the status beside its entry.
 */
export { JurisdictionPrompts } from './jurisdiction-prompts';
export { VerificationStatusNote } from './verification-status-note';
