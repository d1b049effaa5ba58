#!/bin/sh
# Run by the postgres image on the first start of an empty data volume (/docker-entrypoint-initdb.d):
# creates one login role per service owning only its schema (init-roles.sql). The passwords come
# from the postgres service's own env file (deploy/secrets/postgres.env); they are generated as
# hex, so they pass through PGOPTIONS unquoted.
set -eu
PGOPTIONS="-c shop.catalog_password=${CATALOG_DB_PASSWORD:?} -c shop.commerce_password=${COMMERCE_DB_PASSWORD:?} -c shop.support_password=${SUPPORT_DB_PASSWORD:?} -c shop.gateway_password=${GATEWAY_DB_PASSWORD:?}" \
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -f /etc/shop/init-roles.sql
