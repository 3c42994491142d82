export { formatIssuePath } from '@palisade/contracts/catalogue/kinds';
