/**
 * Identity verification and the location check (issue 33): the verification
 * page loads through the page table; the shell loads the prompts from
 * ./jurisdiction-prompts on demand; the member centre shows the status
 * beside its entry with this.
 */
export { VerificationStatusNote } from './verification-status-note';
