#!/bin/sh
# Rolls the shop out on Kubernetes (docs/kubernetes.md "Rolling out"): the configuration and
# the migration Jobs first, waiting until every Job has finished; then everything else. Pods
# never migrate (MIGRATE_ON_START=false), so a new version starts only on a migrated database.
#   deploy/kubernetes/rollout.sh [overlay folder, default deploy/kubernetes/overlays/production]
set -eu
overlay="${1:-$(dirname "$0")/overlays/production}"
namespace=shop
migration='app.kubernetes.io/component=migration'

# A Job's pod template cannot change: the previous release's Jobs make room for this one's.
kubectl -n "$namespace" delete job -l "$migration" --ignore-not-found --wait=true
kubectl apply -k "$overlay" -l 'app.kubernetes.io/component in (namespace,config,migration)'
# Each Job ends Complete or Failed (backoffLimit, activeDeadlineSeconds): a failure stops here,
# with the previous release still serving.
for piece in catalog commerce support gateway; do
  while :; do
    state=$(kubectl -n "$namespace" get job "$piece-migrate" -o jsonpath='{range .status.conditions[?(@.status=="True")]}{.type} {end}')
    case "$state" in
      *Failed*) echo "migration of $piece failed:" >&2; kubectl -n "$namespace" logs "job/$piece-migrate" --tail=50 >&2 || true; exit 1 ;;
      *Complete*) echo "migrated: $piece"; break ;;
    esac
    sleep 5
  done
done
kubectl apply -k "$overlay" -l 'app.kubernetes.io/component!=migration'
for deployment in catalog commerce support gateway; do
  kubectl -n "$namespace" rollout status "deployment/$deployment" --timeout=10m
done
