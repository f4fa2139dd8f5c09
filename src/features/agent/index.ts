/** Agent area: agent home, contract prompts (mounted by the shell). */
export { ContractPrompts } from './contract-prompts';
