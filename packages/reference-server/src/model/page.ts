// Paging is @tarc/domain's rule: page `page` of `pageSize` records of an ascending list, read in the order asked.
export { paginate as pageOf } from '@tarc/domain';
