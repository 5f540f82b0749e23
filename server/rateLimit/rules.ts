import rateLimitConfig from '@/config/rateLimits';

/** The name of one rate limit of config/rateLimits.js ('quote', 'login', 'search', …). */
export type LimitName = keyof typeof rateLimitConfig.RATE_LIMITS;

/** One limit as it applies now: the table's numbers, or the environment's where it sets them. */
export type Rule = { name: LimitName; perIp: number; perAccount?: number; perAccountIp?: number; windowSeconds: number };

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export function ruleFor(name: LimitName): Rule {
  const rule = rateLimitConfig.RATE_LIMITS[name];
  const perAccount = 'perAccount' in rule ? envNumber(`${rule.env}_PER_ACCOUNT`, rule.perAccount) : undefined;
  const perAccountIp = 'perAccountIp' in rule ? envNumber(`${rule.env}_PER_ACCOUNT_IP`, rule.perAccountIp) : undefined;
  const windowEnv = 'windowEnv' in rule ? rule.windowEnv : `${rule.env}_WINDOW_SECONDS`;
  return { name, perIp: envNumber(`${rule.env}_PER_IP`, rule.perIp), perAccount, perAccountIp, windowSeconds: envNumber(windowEnv, rule.windowSeconds) };
}

/** Whether the gate finds the account itself (the session's traveller) rather than the service (a typed email, an operator). */
export const countsSessionAccount = (name: LimitName) => {
  const rule = rateLimitConfig.RATE_LIMITS[name];
  return 'account' in rule && rule.account === 'session';
};
