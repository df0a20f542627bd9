main entry
counter java.lang.Thread@Main.java:51.done cap 1 init 0
counter jvm.keptAlive@corpus.extra.poolhooks.fixed.Main$1@Main.java:32 cap 1 init 0
counter jvm.shutDown@corpus.extra.poolhooks.fixed.Main$1@Main.java:32 cap 1 init 0

proc corpus.extra.poolhooks.fixed.Main$1.<init>[corpus.extra.poolhooks.fixed.Main$1@Main.java:32] {
}

proc corpus.extra.poolhooks.fixed.Main$1.afterExecute[corpus.extra.poolhooks.fixed.Main$1@Main.java:32] {
  s3: read corpus.extra.poolhooks.fixed.Main.STATS // at corpus.extra.poolhooks.fixed.Main$1.afterExecute(Main.java:43)
  s4: acquire java.lang.Object@Main.java:20 // at corpus.extra.poolhooks.fixed.Main$1.afterExecute(Main.java:43)
  s5: call corpus.extra.poolhooks.fixed.Main.nap // at corpus.extra.poolhooks.fixed.Main$1.afterExecute(Main.java:44)
  s6: read corpus.extra.poolhooks.fixed.Main.LOG // at corpus.extra.poolhooks.fixed.Main$1.afterExecute(Main.java:45)
  s7: acquire java.lang.Object@Main.java:21 // at corpus.extra.poolhooks.fixed.Main$1.afterExecute(Main.java:45)
  s8: read java.lang.System.out          // at corpus.extra.poolhooks.fixed.Main$1.afterExecute(Main.java:46)
  s10: release java.lang.Object@Main.java:21 // at corpus.extra.poolhooks.fixed.Main$1.afterExecute(Main.java:47)
  s20: release java.lang.Object@Main.java:20 // at corpus.extra.poolhooks.fixed.Main$1.afterExecute(Main.java:48)
}

proc corpus.extra.poolhooks.fixed.Main$1.beforeExecute[corpus.extra.poolhooks.fixed.Main$1@Main.java:32] {
  s3: read corpus.extra.poolhooks.fixed.Main.STATS // at corpus.extra.poolhooks.fixed.Main$1.beforeExecute(Main.java:36)
  s4: acquire java.lang.Object@Main.java:20 // at corpus.extra.poolhooks.fixed.Main$1.beforeExecute(Main.java:36)
  s5: read java.lang.System.out          // at corpus.extra.poolhooks.fixed.Main$1.beforeExecute(Main.java:37)
  s7: release java.lang.Object@Main.java:20 // at corpus.extra.poolhooks.fixed.Main$1.beforeExecute(Main.java:38)
}

proc corpus.extra.poolhooks.fixed.Main.<clinit> {
  s2: write corpus.extra.poolhooks.fixed.Main.STATS // at corpus.extra.poolhooks.fixed.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.poolhooks.fixed.Main.LOG // at corpus.extra.poolhooks.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.extra.poolhooks.fixed.Main.lambda$main$0 {
}

proc corpus.extra.poolhooks.fixed.Main.main {
  s2: read java.util.concurrent.TimeUnit.SECONDS // at corpus.extra.poolhooks.fixed.Main.main(Main.java:32)
  s8: call corpus.extra.poolhooks.fixed.Main$1.<init>[corpus.extra.poolhooks.fixed.Main$1@Main.java:32] // at corpus.extra.poolhooks.fixed.Main.main(Main.java:32)
  s12: fork thread:java.lang.Thread@Main.java:51 java.lang.Thread@Main.java:51 // at corpus.extra.poolhooks.fixed.Main.main(Main.java:51)
  s13: until java.lang.Thread@Main.java:51.done >= 1 // at corpus.extra.poolhooks.fixed.Main.main(Main.java:52)
  s15: read corpus.extra.poolhooks.fixed.Main.STATS // at corpus.extra.poolhooks.fixed.Main.main(Main.java:53)
  s16: acquire java.lang.Object@Main.java:20 // at corpus.extra.poolhooks.fixed.Main.main(Main.java:53)
  s17: call corpus.extra.poolhooks.fixed.Main.nap // at corpus.extra.poolhooks.fixed.Main.main(Main.java:54)
  s18: read corpus.extra.poolhooks.fixed.Main.LOG // at corpus.extra.poolhooks.fixed.Main.main(Main.java:55)
  s19: acquire java.lang.Object@Main.java:21 // at corpus.extra.poolhooks.fixed.Main.main(Main.java:55)
  s20: read java.lang.System.out         // at corpus.extra.poolhooks.fixed.Main.main(Main.java:56)
  s22: release java.lang.Object@Main.java:21 // at corpus.extra.poolhooks.fixed.Main.main(Main.java:57)
  s32: release java.lang.Object@Main.java:20 // at corpus.extra.poolhooks.fixed.Main.main(Main.java:58)
  s35_1: tryup jvm.shutDown@corpus.extra.poolhooks.fixed.Main$1@Main.java:32 1 else s35 // at corpus.extra.poolhooks.fixed.Main.main(Main.java:59)
  s35: skip                              // at corpus.extra.poolhooks.fixed.Main.main(Main.java:59)
  s36: read java.util.concurrent.TimeUnit.DAYS // at corpus.extra.poolhooks.fixed.Main.main(Main.java:60)
  s38: join java.lang.Thread@Main.java:51 // at corpus.extra.poolhooks.fixed.Main.main(Main.java:60)
}

proc corpus.extra.poolhooks.fixed.Main.nap {
}

proc entry {
  init0: call corpus.extra.poolhooks.fixed.Main.<clinit> // at corpus.extra.poolhooks.fixed.Main.main(Main.java:32)
  main: call corpus.extra.poolhooks.fixed.Main.main // at corpus.extra.poolhooks.fixed.Main.main(Main.java:32)
}

proc thread:java.lang.Thread@Main.java:51 {
  t1: tryup jvm.keptAlive@corpus.extra.poolhooks.fixed.Main$1@Main.java:32 1 else t0 // at corpus.extra.poolhooks.fixed.Main.main(Main.java:51)
  t0: skip                               // at corpus.extra.poolhooks.fixed.Main.main(Main.java:51)
  c0: skip                               // at corpus.extra.poolhooks.fixed.Main.main(Main.java:51)
  t2: call corpus.extra.poolhooks.fixed.Main$1.beforeExecute[corpus.extra.poolhooks.fixed.Main$1@Main.java:32] // at corpus.extra.poolhooks.fixed.Main.main(Main.java:51)
  e0: call corpus.extra.poolhooks.fixed.Main.lambda$main$0 // at corpus.extra.poolhooks.fixed.Main.main(Main.java:51)
  t3: tryup java.lang.Thread@Main.java:51.done 1 else t4 // at corpus.extra.poolhooks.fixed.Main.main(Main.java:51)
  t4: skip                               // at corpus.extra.poolhooks.fixed.Main.main(Main.java:51)
  a0: skip                               // at corpus.extra.poolhooks.fixed.Main.main(Main.java:51)
  t5: call corpus.extra.poolhooks.fixed.Main$1.afterExecute[corpus.extra.poolhooks.fixed.Main$1@Main.java:32] // at corpus.extra.poolhooks.fixed.Main.main(Main.java:51)
}
