import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

// The scrape configuration the Kubernetes manifests carry (docs/operations.md "Metrics and
// alerts"): each server pod is annotated for Prometheus' pod discovery at the port its process
// serves /metrics on, that port is open to the monitoring namespace's Prometheus and nobody else,
// and the optional component adds requests per second to the gateway's HorizontalPodAutoscaler.
const root = path.resolve(__dirname, '../..');

type K8s = { kind: string; metadata: { name: string; annotations?: Record<string, string> }; spec?: any; data?: any };

function render(dir: string): K8s[] {
  const text = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  return parseAllDocuments(text).map((document) => document.toJSON() as K8s);
}

const SERVERS = ['gateway', 'catalog', 'commerce', 'support'];

describe('Kubernetes scrape configuration', () => {
  const objects = render(path.join(root, 'deploy/kubernetes/base'));
  const find = (kind: string, name: string) =>
    objects.find((object) => object.kind === kind && object.metadata.name === name)!;

  it.each(SERVERS)(
    '%s: annotated for scraping at the METRICS_PORT its ConfigMap gives, on all addresses of the pod',
    (name) => {
      const template = find('Deployment', name).spec.template;
      const config = objects.find(
        (object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith(`${name}-config`),
      )!;
      expect(config.data.METRICS_PORT).toBe('9464');
      expect(config.data.METRICS_HOST).toBe('0.0.0.0');
      expect(template.metadata.annotations).toEqual({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': config.data.METRICS_PORT,
        'prometheus.io/path': '/metrics',
      });
      const [container] = template.spec.containers;
      expect(container.ports).toContainEqual({ name: 'metrics', containerPort: 9464 });
      // Not on the Service: the public route to the pod (the Ingress, the Service) never reaches /metrics.
      const service = find('Service', name);
      expect(service.spec.ports.map((port: { targetPort: unknown }) => port.targetPort)).not.toContain('metrics');
      expect(template.metadata.labels['app.kubernetes.io/component']).toBe('server');
    },
  );

  it('opens the metrics port to the monitoring namespace only', () => {
    const policies = objects.filter((object) => object.kind === 'NetworkPolicy');
    const toMetrics = policies.filter((policy) =>
      (policy.spec.ingress ?? []).some((rule: { ports?: Array<{ port: unknown }> }) =>
        rule.ports?.some((port) => port.port === 'metrics'),
      ),
    );
    expect(toMetrics.map((policy) => policy.metadata.name)).toEqual(['metrics-from-monitoring']);
    expect(toMetrics[0].spec.ingress).toEqual([
      {
        from: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } },
            podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } },
          },
        ],
        ports: [{ port: 'metrics' }],
      },
    ]);
  });

  it("the optional component scales the gateway on requests per second, the adapter rule's metric, beside CPU", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-k8s-'));
    try {
      fs.cpSync(path.join(root, 'deploy/kubernetes'), path.join(dir, 'k'), { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'k', 'kustomization.yaml'),
        'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [base]\ncomponents: [optional/gateway-rps-autoscaling]\n',
      );
      const hpa = render(path.join(dir, 'k')).find(
        (object) => object.kind === 'HorizontalPodAutoscaler' && object.metadata.name === 'gateway',
      )!;
      const adapter = parseAllDocuments(
        fs.readFileSync(
          path.join(root, 'deploy/kubernetes/optional/gateway-rps-autoscaling/prometheus-adapter-rules.yaml'),
          'utf8',
        ),
      )[0].toJSON() as { rules: Array<{ name: { as: string }; seriesQuery: string }> };
      expect(hpa.spec.metrics.map((metric: { type: string }) => metric.type)).toEqual(['Resource', 'Pods']);
      expect(hpa.spec.metrics[1].pods.metric.name).toBe(adapter.rules[0].name.as);
      expect(adapter.rules[0].seriesQuery).toContain('http_request_duration_seconds_count');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
