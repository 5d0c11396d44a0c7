// Stands in for @ucast/mongo2js (vite.config.ts aliases it here). @casl/ability builds its Mongo-query matcher for
// rule conditions as it loads, which keeps that matcher (about 4 KB gzip) in the entry even though the portal's
// condition-free Ability never calls it: spec §6 permissions are action/resource pairs with no conditions. A rule
// with conditions is refused by Ability itself ("Cannot restrict access by conditions…"); this matcher only
// fails loudly should something ever reach it.
const refuse = () => {
  throw new Error('Permission rules with conditions are not supported: spec §6 permissions are action/resource pairs.');
};

export const createFactory = () => refuse;

// The operators the real module exports; the stand-in matcher never uses them.
const none = undefined;
export {
  none as $all, none as $elemMatch, none as $eq, none as $exists, none as $gt, none as $gte, none as $in, none as $lt,
  none as $lte, none as $ne, none as $nin, none as $options, none as $regex, none as $size, none as all, none as and,
  none as elemMatch, none as eq, none as exists, none as gt, none as gte, none as lt, none as lte, none as ne,
  none as nin, none as regex, none as size, none as within,
};
