vcl 4.1;

# A shared cache in front of the site (docs/cdn.md): Varnish, two instances of the Node server behind
# a round-robin director. The site says what may be cached, and for how long, in each response's
# Cache-Control (docs/caching.md); this file only stops Varnish from second-guessing it.
# tests/e2e/shared-cache.spec.ts runs this very file, with the backends' ports filled in.

import directors;

backend site_a { .host = "127.0.0.1"; .port = "3001"; .probe = { .url = "/readyz"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; } }
backend site_b { .host = "127.0.0.1"; .port = "3002"; .probe = { .url = "/readyz"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; } }

sub vcl_init {
  new site = directors.round_robin();
  site.add_backend(site_a);
  site.add_backend(site_b);
}

sub vcl_recv {
  set req.backend_hint = site.backend();
  # Each request's id, for the site's logs and traces and sent back to the client: this cache's own,
  # whatever the client sent (the site believes the id of a proxy in TRUSTED_PROXIES).
  set req.http.X-Request-Id = server.identity + "-" + req.xid;
  # The client's address for the site's per-client limits (TRUSTED_PROXIES lists this cache): one
  # X-Forwarded-For hop, which Varnish appends to the client's own.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  # Unlike Varnish's built-in rule, a Cookie does not make a request uncacheable: every page is the
  # same for every visitor of its URL and host, and the responses that depend on a cookie (the
  # negotiated / on the default host, a visitor's own calls) say so with a private policy, which
  # Varnish does not store. The Cookie still goes to the site.
  return (hash);
}

sub vcl_hash {
  # The URL and the Host: the zh host and the main host never share an entry.
  hash_data(req.url);
  hash_data(req.http.host);
  return (lookup);
}

sub vcl_backend_response {
  # A stored copy serves many requests: it keeps none's id (vcl_deliver sends each its own).
  unset beresp.http.X-Request-Id;
  # A response that sets a cookie is one visitor's: never stored, whatever its policy says.
  if (beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
  }
  # Private, no-store and no-cache responses are passed on and not stored (Varnish's built-in rule
  # for no-store and private, made explicit for no-cache: a revalidation each time is no cache).
  if (beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
  }
  # Otherwise Varnish takes the TTL from s-maxage and the grace from stale-while-revalidate.
}

sub vcl_deliver {
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  if (obj.hits > 0) {
    set resp.http.X-Shared-Cache = "HIT";
  } else {
    set resp.http.X-Shared-Cache = "MISS";
  }
}
