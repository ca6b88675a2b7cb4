// The mutation table, shard 1 of 3 (test/mutation/table.ts: the table's own tests and the pristine variants with it): three files, so both cores share it.
import { mutationTable, shardOf } from './mutation/table.js';

mutationTable(shardOf(0, 3));
