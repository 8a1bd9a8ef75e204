export {
  createLedger,
  inTransaction,
  postMovement,
  type Ledger,
  type Leg,
  type Movement,
} from './ledger.service';
export { totalOfAllBalances } from './ledger.repo';
