main entry

proc corpus.extra.finalafterbranch.fixed.Main$Counter.<init>[corpus.extra.finalafterbranch.fixed.Main$Counter@Main.java:36,args(p1=null),corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48] {
}

proc corpus.extra.finalafterbranch.fixed.Main$Counter.get[corpus.extra.finalafterbranch.fixed.Main$Counter@Main.java:36,args(p1=null),corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48] {
}

proc corpus.extra.finalafterbranch.fixed.Main$Pool.<init>(int)[corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48] {
  s2: call corpus.extra.finalafterbranch.fixed.Main$Pool.<init>(int;java.lang.String)[args(p1=null),corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48] // at corpus.extra.finalafterbranch.fixed.Main$Pool.<init>(Main.java:40)
}

proc corpus.extra.finalafterbranch.fixed.Main$Pool.<init>(int;java.lang.String)[args(p1=null),corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48] {
  s0: goto s8e1                          // at corpus.extra.finalafterbranch.fixed.Main$Pool.<init>(Main.java:34)
  s10: call corpus.extra.finalafterbranch.fixed.Main$Counter.<init>[corpus.extra.finalafterbranch.fixed.Main$Counter@Main.java:36,args(p1=null),corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48] // at corpus.extra.finalafterbranch.fixed.Main$Pool.<init>(Main.java:36)
  s11: write corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48.counter // at corpus.extra.finalafterbranch.fixed.Main$Pool.<init>(Main.java:36)
  s11_1: goto exit                       // at corpus.extra.finalafterbranch.fixed.Main$Pool.<init>(Main.java:36)
  s8e1: write corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48.policy // at corpus.extra.finalafterbranch.fixed.Main$Pool.<init>(Main.java:35)
  s8e1_1: goto s10                       // at corpus.extra.finalafterbranch.fixed.Main$Pool.<init>(Main.java:35)
}

proc corpus.extra.finalafterbranch.fixed.Main$Pool.size[corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48] {
  s1: read corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48.counter // at corpus.extra.finalafterbranch.fixed.Main$Pool.size(Main.java:44)
  s2: call corpus.extra.finalafterbranch.fixed.Main$Counter.get[corpus.extra.finalafterbranch.fixed.Main$Counter@Main.java:36,args(p1=null),corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48] // at corpus.extra.finalafterbranch.fixed.Main$Pool.size(Main.java:44)
}

proc corpus.extra.finalafterbranch.fixed.Main.<clinit> {
  s2: write corpus.extra.finalafterbranch.fixed.Main.lock // at corpus.extra.finalafterbranch.fixed.Main.<clinit>(Main.java:21)
  s4: call corpus.extra.finalafterbranch.fixed.Main$Pool.<init>(int)[corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48] // at corpus.extra.finalafterbranch.fixed.Main.<clinit>(Main.java:48)
  s5: write corpus.extra.finalafterbranch.fixed.Main.POOL // at corpus.extra.finalafterbranch.fixed.Main.<clinit>(Main.java:48)
}

proc corpus.extra.finalafterbranch.fixed.Main.main {
  s5: fork corpus.extra.finalafterbranch.fixed.Main.step java.lang.Thread@Main.java:62 // at corpus.extra.finalafterbranch.fixed.Main.main(Main.java:63)
  s6: join java.lang.Thread@Main.java:62 // at corpus.extra.finalafterbranch.fixed.Main.main(Main.java:64)
  s7: read corpus.extra.finalafterbranch.fixed.Main.lock // at corpus.extra.finalafterbranch.fixed.Main.main(Main.java:65)
  s8: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.finalafterbranch.fixed.Main.main(Main.java:65)
  s9: read corpus.extra.finalafterbranch.fixed.Main.lock // at corpus.extra.finalafterbranch.fixed.Main.main(Main.java:66)
  s10: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.finalafterbranch.fixed.Main.main(Main.java:66)
}

proc corpus.extra.finalafterbranch.fixed.Main.step {
  s0: read corpus.extra.finalafterbranch.fixed.Main.lock // at corpus.extra.finalafterbranch.fixed.Main.step(Main.java:51)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.finalafterbranch.fixed.Main.step(Main.java:51)
  s2: read corpus.extra.finalafterbranch.fixed.Main.POOL // at corpus.extra.finalafterbranch.fixed.Main.step(Main.java:53)
  s3: call corpus.extra.finalafterbranch.fixed.Main$Pool.size[corpus.extra.finalafterbranch.fixed.Main$Pool@Main.java:48] // at corpus.extra.finalafterbranch.fixed.Main.step(Main.java:53)
  s10: read corpus.extra.finalafterbranch.fixed.Main.lock // at corpus.extra.finalafterbranch.fixed.Main.step(Main.java:58)
  s11: release java.util.concurrent.locks.ReentrantLock@Main.java:21 // at corpus.extra.finalafterbranch.fixed.Main.step(Main.java:58)
}

proc entry {
  init0: call corpus.extra.finalafterbranch.fixed.Main.<clinit> // at corpus.extra.finalafterbranch.fixed.Main.main(Main.java:62)
  main: call corpus.extra.finalafterbranch.fixed.Main.main // at corpus.extra.finalafterbranch.fixed.Main.main(Main.java:62)
}
