// The part of jstat 1.9 (https://jstat.github.io) the harness and bench use; jstat ships no types.
declare module 'jstat' {
  interface JStat {
    mean(values: readonly number[]): number;
    /** Standard deviation; `sample: true` divides by n − 1. */
    stdev(values: readonly number[], sample?: boolean): number;
    /** Variance; `sample: true` divides by n − 1. */
    variance(values: readonly number[], sample?: boolean): number;
    /** Sample covariance of two lists of equal length (divides by n − 1). */
    covariance(a: readonly number[], b: readonly number[]): number;
    /** Quantiles with plotting positions (alphap, betap); (1, 1) is R's type 7. */
    quantiles(values: readonly number[], probabilities: readonly number[], alphap?: number, betap?: number): number[];
    studentt: { inv(p: number, dof: number): number };
    normal: { inv(p: number, mean: number, sd: number): number };
    chisquare: { cdf(x: number, dof: number): number };
    /** Ordinary least squares of `endog` on the rows of `exog` (include a column of 1s for an intercept). */
    models: { ols(endog: readonly number[], exog: readonly (readonly number[])[]): { coef: number[]; R2: number } };
  }
  const jStat: JStat;
  export default jStat;
}
