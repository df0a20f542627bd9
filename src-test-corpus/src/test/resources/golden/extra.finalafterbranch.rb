main entry

proc corpus.extra.finalafterbranch.Main$Pool.<init>(int)[corpus.extra.finalafterbranch.Main$Pool@Main.java:46] {
  s2: call corpus.extra.finalafterbranch.Main$Pool.<init>(int;java.lang.String)[args(p1=null),corpus.extra.finalafterbranch.Main$Pool@Main.java:46] // at corpus.extra.finalafterbranch.Main$Pool.<init>(Main.java:38)
}

proc corpus.extra.finalafterbranch.Main$Pool.<init>(int;java.lang.String)[args(p1=null),corpus.extra.finalafterbranch.Main$Pool@Main.java:46] {
  s0: goto s8e1                          // at corpus.extra.finalafterbranch.Main$Pool.<init>(Main.java:32)
  s14: write corpus.extra.finalafterbranch.Main$Pool@Main.java:46.counter // at corpus.extra.finalafterbranch.Main$Pool.<init>(Main.java:34)
  s14_1: goto exit                       // at corpus.extra.finalafterbranch.Main$Pool.<init>(Main.java:34)
  s8e1: write corpus.extra.finalafterbranch.Main$Pool@Main.java:46.policy // at corpus.extra.finalafterbranch.Main$Pool.<init>(Main.java:33)
  s8e1_1: goto s14                       // at corpus.extra.finalafterbranch.Main$Pool.<init>(Main.java:33)
}

proc corpus.extra.finalafterbranch.Main$Pool.size[corpus.extra.finalafterbranch.Main$Pool@Main.java:46] {
  s1: read corpus.extra.finalafterbranch.Main$Pool@Main.java:46.counter // at corpus.extra.finalafterbranch.Main$Pool.size(Main.java:42)
  s2: jump exit raise                    // at corpus.extra.finalafterbranch.Main$Pool.size(Main.java:42)
  raise: raise                           // at corpus.extra.finalafterbranch.Main$Pool.size(Main.java:42)
}

proc corpus.extra.finalafterbranch.Main.<clinit> {
  s2: write corpus.extra.finalafterbranch.Main.lock // at corpus.extra.finalafterbranch.Main.<clinit>(Main.java:19)
  s4: call corpus.extra.finalafterbranch.Main$Pool.<init>(int)[corpus.extra.finalafterbranch.Main$Pool@Main.java:46] // at corpus.extra.finalafterbranch.Main.<clinit>(Main.java:46)
  s5: write corpus.extra.finalafterbranch.Main.POOL // at corpus.extra.finalafterbranch.Main.<clinit>(Main.java:46)
}

proc corpus.extra.finalafterbranch.Main.main {
  s5: fork corpus.extra.finalafterbranch.Main.step java.lang.Thread@Main.java:60 // at corpus.extra.finalafterbranch.Main.main(Main.java:61)
  s6: join java.lang.Thread@Main.java:60 // at corpus.extra.finalafterbranch.Main.main(Main.java:62)
  s7: read corpus.extra.finalafterbranch.Main.lock // at corpus.extra.finalafterbranch.Main.main(Main.java:63)
  s8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.finalafterbranch.Main.main(Main.java:63)
  s9: read corpus.extra.finalafterbranch.Main.lock // at corpus.extra.finalafterbranch.Main.main(Main.java:64)
  s10: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.finalafterbranch.Main.main(Main.java:64)
}

proc corpus.extra.finalafterbranch.Main.step {
  s0: read corpus.extra.finalafterbranch.Main.lock // at corpus.extra.finalafterbranch.Main.step(Main.java:49)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.finalafterbranch.Main.step(Main.java:49)
  s2: read corpus.extra.finalafterbranch.Main.POOL // at corpus.extra.finalafterbranch.Main.step(Main.java:51)
  s3: call corpus.extra.finalafterbranch.Main$Pool.size[corpus.extra.finalafterbranch.Main$Pool@Main.java:46] else s7 // at corpus.extra.finalafterbranch.Main.step(Main.java:51)
  s3_1: goto s10                         // at corpus.extra.finalafterbranch.Main.step(Main.java:51)
  s7: read java.lang.System.out          // at corpus.extra.finalafterbranch.Main.step(Main.java:53)
  s7_1: goto exit                        // at corpus.extra.finalafterbranch.Main.step(Main.java:53)
  s10: read corpus.extra.finalafterbranch.Main.lock // at corpus.extra.finalafterbranch.Main.step(Main.java:56)
  s11: release java.util.concurrent.locks.ReentrantLock@Main.java:19 // at corpus.extra.finalafterbranch.Main.step(Main.java:56)
}

proc entry {
  init0: call corpus.extra.finalafterbranch.Main.<clinit> // at corpus.extra.finalafterbranch.Main.main(Main.java:60)
  main: call corpus.extra.finalafterbranch.Main.main // at corpus.extra.finalafterbranch.Main.main(Main.java:60)
}
