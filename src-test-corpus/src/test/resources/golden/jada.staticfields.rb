main corpus.jada.staticfields.Main.main

proc corpus.jada.staticfields.Cache.invalidate {
  sync: acquire corpus.jada.staticfields.Cache.class // at corpus.jada.staticfields.Cache.invalidate(Main.java:43)
  s0: read corpus.jada.staticfields.Cache.generation // at corpus.jada.staticfields.Cache.invalidate(Main.java:43)
  s2: write corpus.jada.staticfields.Cache.generation // at corpus.jada.staticfields.Cache.invalidate(Main.java:43)
  ret_0: release corpus.jada.staticfields.Cache.class // at corpus.jada.staticfields.Cache.invalidate(Main.java:43)
}

proc corpus.jada.staticfields.Cache.refresh {
  sync: acquire corpus.jada.staticfields.Cache.class // at corpus.jada.staticfields.Cache.refresh(Main.java:38)
  s0: read corpus.jada.staticfields.Cache.generation // at corpus.jada.staticfields.Cache.refresh(Main.java:38)
  s2: write corpus.jada.staticfields.Cache.generation // at corpus.jada.staticfields.Cache.refresh(Main.java:38)
  s3: call corpus.jada.staticfields.Registry.lookup // at corpus.jada.staticfields.Cache.refresh(Main.java:39)
  ret_0: release corpus.jada.staticfields.Cache.class // at corpus.jada.staticfields.Cache.refresh(Main.java:38)
}

proc corpus.jada.staticfields.Main.main {
  s4: fork corpus.jada.staticfields.Registry.register java.lang.Thread@Main.java:16 // at corpus.jada.staticfields.Main.main(Main.java:16)
  s8: fork corpus.jada.staticfields.Cache.refresh java.lang.Thread@Main.java:17 // at corpus.jada.staticfields.Main.main(Main.java:17)
}

proc corpus.jada.staticfields.Registry.lookup {
  sync: acquire corpus.jada.staticfields.Registry.class // at corpus.jada.staticfields.Registry.lookup(Main.java:30)
  s0: read corpus.jada.staticfields.Registry.entries // at corpus.jada.staticfields.Registry.lookup(Main.java:30)
  s2: write corpus.jada.staticfields.Registry.entries // at corpus.jada.staticfields.Registry.lookup(Main.java:30)
  ret_0: release corpus.jada.staticfields.Registry.class // at corpus.jada.staticfields.Registry.lookup(Main.java:30)
}

proc corpus.jada.staticfields.Registry.register {
  sync: acquire corpus.jada.staticfields.Registry.class // at corpus.jada.staticfields.Registry.register(Main.java:25)
  s0: read corpus.jada.staticfields.Registry.entries // at corpus.jada.staticfields.Registry.register(Main.java:25)
  s2: write corpus.jada.staticfields.Registry.entries // at corpus.jada.staticfields.Registry.register(Main.java:25)
  s3: call corpus.jada.staticfields.Cache.invalidate // at corpus.jada.staticfields.Registry.register(Main.java:26)
  ret_0: release corpus.jada.staticfields.Registry.class // at corpus.jada.staticfields.Registry.register(Main.java:25)
}
