main entry
counter java.lang.Thread@Main.java:56.done cap 1 init 0
counter jvm.keptAlive@corpus.extra.poolhooks.Main$1@Main.java:37 cap 1 init 0
counter jvm.shutDown@corpus.extra.poolhooks.Main$1@Main.java:37 cap 1 init 0

proc corpus.extra.poolhooks.Main$1.<init>[corpus.extra.poolhooks.Main$1@Main.java:37] {
}

proc corpus.extra.poolhooks.Main$1.afterExecute[corpus.extra.poolhooks.Main$1@Main.java:37] {
  s3: read corpus.extra.poolhooks.Main.STATS // at corpus.extra.poolhooks.Main$1.afterExecute(Main.java:48)
  s4: acquire java.lang.Object@Main.java:25 // at corpus.extra.poolhooks.Main$1.afterExecute(Main.java:48)
  s5: call corpus.extra.poolhooks.Main.nap // at corpus.extra.poolhooks.Main$1.afterExecute(Main.java:49)
  s6: read corpus.extra.poolhooks.Main.LOG // at corpus.extra.poolhooks.Main$1.afterExecute(Main.java:50)
  s7: acquire java.lang.Object@Main.java:26 // at corpus.extra.poolhooks.Main$1.afterExecute(Main.java:50)
  s8: read java.lang.System.out          // at corpus.extra.poolhooks.Main$1.afterExecute(Main.java:51)
  s10: release java.lang.Object@Main.java:26 // at corpus.extra.poolhooks.Main$1.afterExecute(Main.java:52)
  s20: release java.lang.Object@Main.java:25 // at corpus.extra.poolhooks.Main$1.afterExecute(Main.java:53)
}

proc corpus.extra.poolhooks.Main$1.beforeExecute[corpus.extra.poolhooks.Main$1@Main.java:37] {
  s3: read corpus.extra.poolhooks.Main.STATS // at corpus.extra.poolhooks.Main$1.beforeExecute(Main.java:41)
  s4: acquire java.lang.Object@Main.java:25 // at corpus.extra.poolhooks.Main$1.beforeExecute(Main.java:41)
  s5: read java.lang.System.out          // at corpus.extra.poolhooks.Main$1.beforeExecute(Main.java:42)
  s7: release java.lang.Object@Main.java:25 // at corpus.extra.poolhooks.Main$1.beforeExecute(Main.java:43)
}

proc corpus.extra.poolhooks.Main.<clinit> {
  s2: write corpus.extra.poolhooks.Main.STATS // at corpus.extra.poolhooks.Main.<clinit>(Main.java:25)
  s5: write corpus.extra.poolhooks.Main.LOG // at corpus.extra.poolhooks.Main.<clinit>(Main.java:26)
}

proc corpus.extra.poolhooks.Main.lambda$main$0 {
}

proc corpus.extra.poolhooks.Main.main {
  s2: read java.util.concurrent.TimeUnit.SECONDS // at corpus.extra.poolhooks.Main.main(Main.java:37)
  s8: call corpus.extra.poolhooks.Main$1.<init>[corpus.extra.poolhooks.Main$1@Main.java:37] // at corpus.extra.poolhooks.Main.main(Main.java:37)
  s12: fork thread:java.lang.Thread@Main.java:56 java.lang.Thread@Main.java:56 // at corpus.extra.poolhooks.Main.main(Main.java:56)
  s13: until java.lang.Thread@Main.java:56.done >= 1 // at corpus.extra.poolhooks.Main.main(Main.java:57)
  s15: read corpus.extra.poolhooks.Main.LOG // at corpus.extra.poolhooks.Main.main(Main.java:58)
  s16: acquire java.lang.Object@Main.java:26 // at corpus.extra.poolhooks.Main.main(Main.java:58)
  s17: call corpus.extra.poolhooks.Main.nap // at corpus.extra.poolhooks.Main.main(Main.java:59)
  s18: read corpus.extra.poolhooks.Main.STATS // at corpus.extra.poolhooks.Main.main(Main.java:60)
  s19: acquire java.lang.Object@Main.java:25 // at corpus.extra.poolhooks.Main.main(Main.java:60)
  s20: read java.lang.System.out         // at corpus.extra.poolhooks.Main.main(Main.java:61)
  s22: release java.lang.Object@Main.java:25 // at corpus.extra.poolhooks.Main.main(Main.java:62)
  s32: release java.lang.Object@Main.java:26 // at corpus.extra.poolhooks.Main.main(Main.java:63)
  s35_1: tryup jvm.shutDown@corpus.extra.poolhooks.Main$1@Main.java:37 1 else s35 // at corpus.extra.poolhooks.Main.main(Main.java:64)
  s35: skip                              // at corpus.extra.poolhooks.Main.main(Main.java:64)
  s36: read java.util.concurrent.TimeUnit.DAYS // at corpus.extra.poolhooks.Main.main(Main.java:65)
  s38: join java.lang.Thread@Main.java:56 // at corpus.extra.poolhooks.Main.main(Main.java:65)
}

proc corpus.extra.poolhooks.Main.nap {
}

proc entry {
  init0: call corpus.extra.poolhooks.Main.<clinit> // at corpus.extra.poolhooks.Main.main(Main.java:37)
  main: call corpus.extra.poolhooks.Main.main // at corpus.extra.poolhooks.Main.main(Main.java:37)
}

proc thread:java.lang.Thread@Main.java:56 {
  t1: tryup jvm.keptAlive@corpus.extra.poolhooks.Main$1@Main.java:37 1 else t0 // at corpus.extra.poolhooks.Main.main(Main.java:56)
  t0: skip                               // at corpus.extra.poolhooks.Main.main(Main.java:56)
  c0: skip                               // at corpus.extra.poolhooks.Main.main(Main.java:56)
  t2: call corpus.extra.poolhooks.Main$1.beforeExecute[corpus.extra.poolhooks.Main$1@Main.java:37] // at corpus.extra.poolhooks.Main.main(Main.java:56)
  e0: call corpus.extra.poolhooks.Main.lambda$main$0 // at corpus.extra.poolhooks.Main.main(Main.java:56)
  t3: tryup java.lang.Thread@Main.java:56.done 1 else t4 // at corpus.extra.poolhooks.Main.main(Main.java:56)
  t4: skip                               // at corpus.extra.poolhooks.Main.main(Main.java:56)
  a0: skip                               // at corpus.extra.poolhooks.Main.main(Main.java:56)
  t5: call corpus.extra.poolhooks.Main$1.afterExecute[corpus.extra.poolhooks.Main$1@Main.java:37] // at corpus.extra.poolhooks.Main.main(Main.java:56)
}
