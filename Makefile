# Vitae: `make run` serves the app on http://127.0.0.1:8000, `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := run

HOST ?= 127.0.0.1
PORT ?= 8000
VITAE_DATA_DIR ?= $(CURDIR)/data
export VITAE_DATA_DIR

# uv is installed with pip when missing; `python3 -m uv` then works without touching PATH.
UV := $(shell command -v uv 2>/dev/null || echo python3 -m uv)
BACKEND := $(UV) run --project backend --frozen

.PHONY: run dev test test-backend test-web test-e2e lint eval bench stress install install-backend install-web build-web clean

install: install-backend install-web

install-backend:
	@$(UV) --version >/dev/null 2>&1 || python3 -m pip install --quiet --user uv || python3 -m pip install --quiet --user --break-system-packages uv
	@cd backend && $(UV) sync --frozen --quiet

install-web:
	@cd web && if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund --loglevel=error; fi

build-web: install-web
	@cd web && npm run --silent build

run: install-backend build-web
	@$(BACKEND) vitae serve --host $(HOST) --port $(PORT)

dev: install
	@echo "API on http://127.0.0.1:8000 (docs at /api/docs), web with hot reload on http://127.0.0.1:5173"
	@trap 'kill 0' EXIT; VITAE_API_DOCS=true $(BACKEND) vitae serve --port 8000 & (cd web && npm run dev -- --host 127.0.0.1)

test: test-backend test-web test-e2e

test-backend: install-backend
	@cd backend && $(UV) run --frozen pytest

test-web: install-web
	@cd web && npm run --silent typecheck && npm run --silent test

test-e2e: install-backend build-web
	@cd web && npm run --silent test:e2e

lint: install
	@cd backend && $(UV) run --frozen ruff check src tests && $(UV) run --frozen ruff format --check src tests && $(UV) run --frozen mypy
	@cd web && npm run --silent typecheck && npm run --silent lint
	@cd web && npm run --silent api:types:check

eval: install-backend
	@cd backend && for script in evals/[!_]*.py; do echo "== $$script"; $(UV) run --frozen python $$script || exit 1; done

bench: install-backend build-web
	@cd web && npm run --silent size
	@cd backend && for script in benchmarks/[!_]*.py; do echo "== $$script"; $(UV) run --frozen python $$script || exit 1; done

# Not part of `make test`: 200 concurrent uploads, a kill -9 mid-load and sustained list load against real servers on
# loopback, on SQLite and on PostgreSQL (when installed); bounded in count and time, prints figures.
stress: install-backend
	@cd backend && $(UV) run --frozen python -m stress

clean:
	rm -rf web/dist web/node_modules backend/.venv
