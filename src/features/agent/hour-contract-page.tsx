import { ContractPage } from './contract-page';

export default function HourContractPage() {
  return <ContractPage kind="hourlySalary" />;
}
