import { useEffect, useState } from 'react';
import type { RuleFile } from '@portal/domain';
import { cachedRuleFile, loadRuleFile } from './rule-file-cache';

export interface RuleFileState {
  rules: RuleFile | undefined;
  error: Error | undefined;
  loading: boolean;
}

/** Loads (once per page) and returns the rule file assets/validator/{file}; null loads nothing. */
export function useRuleFile(file: string | null | undefined): RuleFileState {
  const [state, setState] = useState<{ file: string | null | undefined } & RuleFileState>(() => ({
    file,
    rules: file ? cachedRuleFile(file) : undefined,
    error: undefined,
    loading: Boolean(file && !cachedRuleFile(file)),
  }));

  useEffect(() => {
    if (!file) return undefined;
    let active = true;
    const cached = cachedRuleFile(file);
    if (cached) {
      setState({ file, rules: cached, error: undefined, loading: false });
      return undefined;
    }
    setState({ file, rules: undefined, error: undefined, loading: true });
    loadRuleFile(file).then(
      (rules) => active && setState({ file, rules, error: undefined, loading: false }),
      (error: unknown) =>
        active &&
        setState({
          file,
          rules: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        }),
    );
    return () => {
      active = false;
    };
  }, [file]);

  // Between a change of file and the effect, never answer with the previous file's rules.
  if (state.file !== file) {
    const rules = file ? cachedRuleFile(file) : undefined;
    return { rules, error: undefined, loading: Boolean(file && !rules) };
  }
  return { rules: state.rules, error: state.error, loading: state.loading };
}
