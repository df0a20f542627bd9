main corpus.jada.staticfields.fixed.Main.main

proc corpus.jada.staticfields.fixed.Cache.invalidate {
  sync: acquire corpus.jada.staticfields.fixed.Cache.class // at corpus.jada.staticfields.fixed.Cache.invalidate(Main.java:46)
  s0: read corpus.jada.staticfields.fixed.Cache.generation // at corpus.jada.staticfields.fixed.Cache.invalidate(Main.java:46)
  s2: write corpus.jada.staticfields.fixed.Cache.generation // at corpus.jada.staticfields.fixed.Cache.invalidate(Main.java:46)
  ret_0: release corpus.jada.staticfields.fixed.Cache.class // at corpus.jada.staticfields.fixed.Cache.invalidate(Main.java:46)
}

proc corpus.jada.staticfields.fixed.Cache.refresh {
  s1: acquire corpus.jada.staticfields.fixed.Cache.class // at corpus.jada.staticfields.fixed.Cache.refresh(Main.java:39)
  s2: read corpus.jada.staticfields.fixed.Cache.generation // at corpus.jada.staticfields.fixed.Cache.refresh(Main.java:40)
  s4: write corpus.jada.staticfields.fixed.Cache.generation // at corpus.jada.staticfields.fixed.Cache.refresh(Main.java:40)
  s5: release corpus.jada.staticfields.fixed.Cache.class // at corpus.jada.staticfields.fixed.Cache.refresh(Main.java:41)
  s11: call corpus.jada.staticfields.fixed.Registry.lookup // at corpus.jada.staticfields.fixed.Cache.refresh(Main.java:42)
}

proc corpus.jada.staticfields.fixed.Main.main {
  s4: fork corpus.jada.staticfields.fixed.Registry.register java.lang.Thread@Main.java:17 // at corpus.jada.staticfields.fixed.Main.main(Main.java:17)
  s8: fork corpus.jada.staticfields.fixed.Cache.refresh java.lang.Thread@Main.java:18 // at corpus.jada.staticfields.fixed.Main.main(Main.java:18)
}

proc corpus.jada.staticfields.fixed.Registry.lookup {
  sync: acquire corpus.jada.staticfields.fixed.Registry.class // at corpus.jada.staticfields.fixed.Registry.lookup(Main.java:31)
  s0: read corpus.jada.staticfields.fixed.Registry.entries // at corpus.jada.staticfields.fixed.Registry.lookup(Main.java:31)
  s2: write corpus.jada.staticfields.fixed.Registry.entries // at corpus.jada.staticfields.fixed.Registry.lookup(Main.java:31)
  ret_0: release corpus.jada.staticfields.fixed.Registry.class // at corpus.jada.staticfields.fixed.Registry.lookup(Main.java:31)
}

proc corpus.jada.staticfields.fixed.Registry.register {
  sync: acquire corpus.jada.staticfields.fixed.Registry.class // at corpus.jada.staticfields.fixed.Registry.register(Main.java:26)
  s0: read corpus.jada.staticfields.fixed.Registry.entries // at corpus.jada.staticfields.fixed.Registry.register(Main.java:26)
  s2: write corpus.jada.staticfields.fixed.Registry.entries // at corpus.jada.staticfields.fixed.Registry.register(Main.java:26)
  s3: call corpus.jada.staticfields.fixed.Cache.invalidate // at corpus.jada.staticfields.fixed.Registry.register(Main.java:27)
  ret_0: release corpus.jada.staticfields.fixed.Registry.class // at corpus.jada.staticfields.fixed.Registry.register(Main.java:26)
}
