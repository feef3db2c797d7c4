// The URL's search parameters with an updater that always starts from the URL as last written.
// React Router hands a functional update the parameters of the last render, so two fields writing
// before the next render (a date typed right after another) would undo each other's change.
import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router-dom';

export type SearchParamsUpdate = (
  change: (latest: URLSearchParams) => URLSearchParams,
  options?: NavigateOptions,
) => void;

export function useLatestSearchParams(): [URLSearchParams, SearchParamsUpdate] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback<SearchParamsUpdate>(
    (change, options) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update];
}
