/** Types of ./review-budget.mjs (issue 37; decisions L1). */
export declare const REVIEW_MANIFEST: string;
export declare const REVIEW_BUDGET_KB: number;
export declare function reviewPageWeight(dist: string): { kb: number; files: string[] };
