main entry
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 1 init 1
var corpus.extra.testedarg.fixed.Main$Request@Main.java:24.called { false true } = false
var corpus.extra.testedarg.fixed.Main$Request@Main.java:24.result { null nonnull } = null

proc corpus.extra.testedarg.fixed.Main$Request.<init>[corpus.extra.testedarg.fixed.Main$Request@Main.java:24] {
}

proc corpus.extra.testedarg.fixed.Main$Request.complete[corpus.extra.testedarg.fixed.Main$Request@Main.java:24] {
  s2: assign corpus.extra.testedarg.fixed.Main$Request@Main.java:24.result nonnull // at corpus.extra.testedarg.fixed.Main$Request.complete(Main.java:32)
  s3: assign corpus.extra.testedarg.fixed.Main$Request@Main.java:24.called true // at corpus.extra.testedarg.fixed.Main$Request.complete(Main.java:33)
}

proc corpus.extra.testedarg.fixed.Main$Request.isDone[corpus.extra.testedarg.fixed.Main$Request@Main.java:24] {
  s1: switch corpus.extra.testedarg.fixed.Main$Request@Main.java:24.result null exit nonnull exit // at corpus.extra.testedarg.fixed.Main$Request.isDone(Main.java:37)
}

proc corpus.extra.testedarg.fixed.Main$Request.isDone[corpus.extra.testedarg.fixed.Main$Request@Main.java:24]#result:boolean {
  s1: switch corpus.extra.testedarg.fixed.Main$Request@Main.java:24.result null raise nonnull exit // at corpus.extra.testedarg.fixed.Main$Request.isDone(Main.java:37)
  raise: raise                           // at corpus.extra.testedarg.fixed.Main$Request.isDone(Main.java:37)
}

proc corpus.extra.testedarg.fixed.Main.<clinit> {
  s3: write corpus.extra.testedarg.fixed.Main.CACHE // at corpus.extra.testedarg.fixed.Main.<clinit>(Main.java:22)
  s6: write corpus.extra.testedarg.fixed.Main.READY // at corpus.extra.testedarg.fixed.Main.<clinit>(Main.java:23)
  s8: call corpus.extra.testedarg.fixed.Main$Request.<init>[corpus.extra.testedarg.fixed.Main$Request@Main.java:24] // at corpus.extra.testedarg.fixed.Main.<clinit>(Main.java:24)
  s9: write corpus.extra.testedarg.fixed.Main.REQUEST // at corpus.extra.testedarg.fixed.Main.<clinit>(Main.java:24)
}

proc corpus.extra.testedarg.fixed.Main.main {
  s1: read corpus.extra.testedarg.fixed.Main.CACHE // at corpus.extra.testedarg.fixed.Main.main(Main.java:52)
  s4: write java.util.HashMap@Main.java:22.$state // at corpus.extra.testedarg.fixed.Main.main(Main.java:52)
  s9: fork corpus.extra.testedarg.fixed.Main.work java.lang.Thread@Main.java:53 // at corpus.extra.testedarg.fixed.Main.main(Main.java:54)
  s10: join java.lang.Thread@Main.java:53 // at corpus.extra.testedarg.fixed.Main.main(Main.java:55)
  s11: read corpus.extra.testedarg.fixed.Main.REQUEST // at corpus.extra.testedarg.fixed.Main.main(Main.java:56)
  s12: switch corpus.extra.testedarg.fixed.Main$Request@Main.java:24.called false exit true s14 // at corpus.extra.testedarg.fixed.Main.main(Main.java:56)
  s14: read corpus.extra.testedarg.fixed.Main.READY // at corpus.extra.testedarg.fixed.Main.main(Main.java:57)
  s15: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.extra.testedarg.fixed.Main.main(Main.java:57)
}

proc corpus.extra.testedarg.fixed.Main.work {
  s0: read corpus.extra.testedarg.fixed.Main.CACHE // at corpus.extra.testedarg.fixed.Main.work(Main.java:42)
  s1: read java.util.HashMap@Main.java:22.$state // at corpus.extra.testedarg.fixed.Main.work(Main.java:42)
  s2: jump s3e1 s5                       // at corpus.extra.testedarg.fixed.Main.work(Main.java:43)
  s5: read corpus.extra.testedarg.fixed.Main.REQUEST // at corpus.extra.testedarg.fixed.Main.work(Main.java:46)
  s6: call corpus.extra.testedarg.fixed.Main$Request.isDone[corpus.extra.testedarg.fixed.Main$Request@Main.java:24]#result:boolean else exit // at corpus.extra.testedarg.fixed.Main.work(Main.java:46)
  s8: read corpus.extra.testedarg.fixed.Main.READY // at corpus.extra.testedarg.fixed.Main.work(Main.java:47)
  s9: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s9_1 // at corpus.extra.testedarg.fixed.Main.work(Main.java:47)
  s9_1: skip                             // at corpus.extra.testedarg.fixed.Main.work(Main.java:47)
  s9_2: goto exit                        // at corpus.extra.testedarg.fixed.Main.work(Main.java:47)
  s3e1: read corpus.extra.testedarg.fixed.Main.REQUEST // at corpus.extra.testedarg.fixed.Main.work(Main.java:44)
  s4e1: call corpus.extra.testedarg.fixed.Main$Request.complete[corpus.extra.testedarg.fixed.Main$Request@Main.java:24] // at corpus.extra.testedarg.fixed.Main.work(Main.java:44)
  s4e1_1: goto s5                        // at corpus.extra.testedarg.fixed.Main.work(Main.java:44)
}

proc entry {
  init0: call corpus.extra.testedarg.fixed.Main.<clinit> // at corpus.extra.testedarg.fixed.Main.main(Main.java:52)
  main: call corpus.extra.testedarg.fixed.Main.main // at corpus.extra.testedarg.fixed.Main.main(Main.java:52)
}
