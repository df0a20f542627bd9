main entry
counter java.util.concurrent.CountDownLatch@Main.java:22.count cap 1 init 1
var corpus.extra.testedarg.Main$Request@Main.java:23.called { false true } = false

proc corpus.extra.testedarg.Main$Request.<init>[corpus.extra.testedarg.Main$Request@Main.java:23] {
}

proc corpus.extra.testedarg.Main$Request.complete[corpus.extra.testedarg.Main$Request@Main.java:23] {
  s2: write corpus.extra.testedarg.Main$Request@Main.java:23.result // at corpus.extra.testedarg.Main$Request.complete(Main.java:31)
  s3: assign corpus.extra.testedarg.Main$Request@Main.java:23.called true // at corpus.extra.testedarg.Main$Request.complete(Main.java:32)
}

proc corpus.extra.testedarg.Main$Request.isDone[corpus.extra.testedarg.Main$Request@Main.java:23] {
  s1: read corpus.extra.testedarg.Main$Request@Main.java:23.result // at corpus.extra.testedarg.Main$Request.isDone(Main.java:36)
}

proc corpus.extra.testedarg.Main$Request.isDone[corpus.extra.testedarg.Main$Request@Main.java:23]#result:boolean {
  s1: read corpus.extra.testedarg.Main$Request@Main.java:23.result // at corpus.extra.testedarg.Main$Request.isDone(Main.java:36)
  s2: jump exit raise                    // at corpus.extra.testedarg.Main$Request.isDone(Main.java:36)
  raise: raise                           // at corpus.extra.testedarg.Main$Request.isDone(Main.java:36)
}

proc corpus.extra.testedarg.Main.<clinit> {
  s3: write corpus.extra.testedarg.Main.CACHE // at corpus.extra.testedarg.Main.<clinit>(Main.java:21)
  s6: write corpus.extra.testedarg.Main.READY // at corpus.extra.testedarg.Main.<clinit>(Main.java:22)
  s8: call corpus.extra.testedarg.Main$Request.<init>[corpus.extra.testedarg.Main$Request@Main.java:23] // at corpus.extra.testedarg.Main.<clinit>(Main.java:23)
  s9: write corpus.extra.testedarg.Main.REQUEST // at corpus.extra.testedarg.Main.<clinit>(Main.java:23)
}

proc corpus.extra.testedarg.Main.main {
  s1: read corpus.extra.testedarg.Main.CACHE // at corpus.extra.testedarg.Main.main(Main.java:52)
  s4: write java.util.HashMap@Main.java:21.$state // at corpus.extra.testedarg.Main.main(Main.java:52)
  s9: fork corpus.extra.testedarg.Main.work java.lang.Thread@Main.java:53 // at corpus.extra.testedarg.Main.main(Main.java:54)
  s10: join java.lang.Thread@Main.java:53 // at corpus.extra.testedarg.Main.main(Main.java:55)
  s11: read corpus.extra.testedarg.Main.REQUEST // at corpus.extra.testedarg.Main.main(Main.java:56)
  s12: switch corpus.extra.testedarg.Main$Request@Main.java:23.called false exit true s14 // at corpus.extra.testedarg.Main.main(Main.java:56)
  s14: read corpus.extra.testedarg.Main.READY // at corpus.extra.testedarg.Main.main(Main.java:57)
  s15: until java.util.concurrent.CountDownLatch@Main.java:22.count <= 0 // at corpus.extra.testedarg.Main.main(Main.java:57)
}

proc corpus.extra.testedarg.Main.work {
  s0: read corpus.extra.testedarg.Main.CACHE // at corpus.extra.testedarg.Main.work(Main.java:41)
  s1: read java.util.HashMap@Main.java:21.$state // at corpus.extra.testedarg.Main.work(Main.java:41)
  s2: jump s3 s7                         // at corpus.extra.testedarg.Main.work(Main.java:42)
  s3: read corpus.extra.testedarg.Main.CACHE // at corpus.extra.testedarg.Main.work(Main.java:43)
  s4: read java.util.HashMap@Main.java:21.$state // at corpus.extra.testedarg.Main.work(Main.java:43)
  s5: read corpus.extra.testedarg.Main.REQUEST // at corpus.extra.testedarg.Main.work(Main.java:44)
  s6: call corpus.extra.testedarg.Main$Request.complete[corpus.extra.testedarg.Main$Request@Main.java:23] // at corpus.extra.testedarg.Main.work(Main.java:44)
  s7: read corpus.extra.testedarg.Main.REQUEST // at corpus.extra.testedarg.Main.work(Main.java:46)
  s8: call corpus.extra.testedarg.Main$Request.isDone[corpus.extra.testedarg.Main$Request@Main.java:23]#result:boolean else exit // at corpus.extra.testedarg.Main.work(Main.java:46)
  s10: read corpus.extra.testedarg.Main.READY // at corpus.extra.testedarg.Main.work(Main.java:47)
  s11: trydown java.util.concurrent.CountDownLatch@Main.java:22.count 1 else s11_1 // at corpus.extra.testedarg.Main.work(Main.java:47)
  s11_1: skip                            // at corpus.extra.testedarg.Main.work(Main.java:47)
}

proc entry {
  init0: call corpus.extra.testedarg.Main.<clinit> // at corpus.extra.testedarg.Main.main(Main.java:52)
  main: call corpus.extra.testedarg.Main.main // at corpus.extra.testedarg.Main.main(Main.java:52)
}
