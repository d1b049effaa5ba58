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
kubectl -n "$namespace" wait --for=condition=complete job -l "$migration" --timeout=15m
kubectl apply -k "$overlay" -l 'app.kubernetes.io/component!=migration'
for deployment in catalog commerce support gateway mfe; do
  kubectl -n "$namespace" rollout status "deployment/$deployment" --timeout=10m
done
