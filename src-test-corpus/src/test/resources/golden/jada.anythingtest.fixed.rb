main corpus.jada.anythingtest.fixed.Main.main

proc corpus.jada.anythingtest.fixed.Main$1.<init>[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] {
  s3: write corpus.jada.anythingtest.fixed.Main$1@Main.java:41.val$x // at corpus.jada.anythingtest.fixed.Main$1.<init>(Main.java:41)
  s4: write corpus.jada.anythingtest.fixed.Main$1@Main.java:41.val$y // at corpus.jada.anythingtest.fixed.Main$1.<init>(Main.java:41)
}

proc corpus.jada.anythingtest.fixed.Main$1.run[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] {
  s1: read corpus.jada.anythingtest.fixed.Main$1@Main.java:41.val$x // at corpus.jada.anythingtest.fixed.Main$1.run(Main.java:44)
  s2: read corpus.jada.anythingtest.fixed.Main$1@Main.java:41.val$y // at corpus.jada.anythingtest.fixed.Main$1.run(Main.java:44)
  s3: call corpus.jada.anythingtest.fixed.Main.nest[corpus.jada.anythingtest.fixed.Main$1.run:44#3,corpus.jada.anythingtest.fixed.Main$1@Main.java:41] // at corpus.jada.anythingtest.fixed.Main$1.run(Main.java:44)
}

proc corpus.jada.anythingtest.fixed.Main$Holder.<init>[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35] {
}

proc corpus.jada.anythingtest.fixed.Main$Holder.<init>[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36] {
}

proc corpus.jada.anythingtest.fixed.Main$Holder.get[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35] {
  s1: read corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35.content // at corpus.jada.anythingtest.fixed.Main$Holder.get(Main.java:20)
}

proc corpus.jada.anythingtest.fixed.Main$Holder.get[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35]#result:null {
  s1: read corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35.content // at corpus.jada.anythingtest.fixed.Main$Holder.get(Main.java:20)
  s2: jump exit raise                    // at corpus.jada.anythingtest.fixed.Main$Holder.get(Main.java:20)
  raise: raise                           // at corpus.jada.anythingtest.fixed.Main$Holder.get(Main.java:20)
}

proc corpus.jada.anythingtest.fixed.Main$Holder.get[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36] {
  s1: read corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36.content // at corpus.jada.anythingtest.fixed.Main$Holder.get(Main.java:20)
}

proc corpus.jada.anythingtest.fixed.Main$Holder.get[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36]#result:null {
  s1: read corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36.content // at corpus.jada.anythingtest.fixed.Main$Holder.get(Main.java:20)
  s2: jump exit raise                    // at corpus.jada.anythingtest.fixed.Main$Holder.get(Main.java:20)
  raise: raise                           // at corpus.jada.anythingtest.fixed.Main$Holder.get(Main.java:20)
}

proc corpus.jada.anythingtest.fixed.Main$Holder.put[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35] {
  s2: write corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35.content // at corpus.jada.anythingtest.fixed.Main$Holder.put(Main.java:16)
}

proc corpus.jada.anythingtest.fixed.Main$Holder.put[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36] {
  s2: write corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36.content // at corpus.jada.anythingtest.fixed.Main$Holder.put(Main.java:16)
}

proc corpus.jada.anythingtest.fixed.Main.lambda$main$0[corpus.jada.anythingtest.fixed.Main.main:47#23] {
  s2: call corpus.jada.anythingtest.fixed.Main.nest[corpus.jada.anythingtest.fixed.Main.lambda$main$0:47#2,corpus.jada.anythingtest.fixed.Main.main:47#23] // at corpus.jada.anythingtest.fixed.Main.lambda$main$0(Main.java:47)
}

proc corpus.jada.anythingtest.fixed.Main.main {
  s2: call corpus.jada.anythingtest.fixed.Main$Holder.<init>[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:35)
  s5: call corpus.jada.anythingtest.fixed.Main$Holder.<init>[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:36)
  s5_1: goto s9e1                        // at corpus.jada.anythingtest.fixed.Main.main(Main.java:36)
  s13: call corpus.jada.anythingtest.fixed.Main$Holder.get[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35]#result:null else s14e4 // at corpus.jada.anythingtest.fixed.Main.main(Main.java:39)
  s13_1: goto s14e3                      // at corpus.jada.anythingtest.fixed.Main.main(Main.java:39)
  s23: fork corpus.jada.anythingtest.fixed.Main.lambda$main$0[corpus.jada.anythingtest.fixed.Main.main:47#23] java.lang.Thread@Main.java:47 // at corpus.jada.anythingtest.fixed.Main.main(Main.java:47)
  s23_1: goto exit                       // at corpus.jada.anythingtest.fixed.Main.main(Main.java:47)
  s9e1: call corpus.jada.anythingtest.fixed.Main$Holder.put[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:35] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:37)
  s12e2: call corpus.jada.anythingtest.fixed.Main$Holder.put[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:38)
  s12e2_1: goto s13                      // at corpus.jada.anythingtest.fixed.Main.main(Main.java:38)
  s14e3: call corpus.jada.anythingtest.fixed.Main$Holder.get[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36]#result:null else s17e10 // at corpus.jada.anythingtest.fixed.Main.main(Main.java:40)
  s14e3_1: goto s17e9                    // at corpus.jada.anythingtest.fixed.Main.main(Main.java:40)
  s14e4: call corpus.jada.anythingtest.fixed.Main$Holder.get[corpus.jada.anythingtest.fixed.Main$Holder@Main.java:36]#result:null else s17e12 // at corpus.jada.anythingtest.fixed.Main.main(Main.java:40)
  s14e4_1: goto s17e11                   // at corpus.jada.anythingtest.fixed.Main.main(Main.java:40)
  s19e5: fork corpus.jada.anythingtest.fixed.Main$1.run[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] java.lang.Thread@Main.java:41 // at corpus.jada.anythingtest.fixed.Main.main(Main.java:46)
  s19e5_1: goto s23                      // at corpus.jada.anythingtest.fixed.Main.main(Main.java:46)
  s19e6: fork corpus.jada.anythingtest.fixed.Main$1.run[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] java.lang.Thread@Main.java:41 // at corpus.jada.anythingtest.fixed.Main.main(Main.java:46)
  s19e6_1: goto s23                      // at corpus.jada.anythingtest.fixed.Main.main(Main.java:46)
  s19e7: fork corpus.jada.anythingtest.fixed.Main$1.run[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] java.lang.Thread@Main.java:41 // at corpus.jada.anythingtest.fixed.Main.main(Main.java:46)
  s19e7_1: goto s23                      // at corpus.jada.anythingtest.fixed.Main.main(Main.java:46)
  s19e8: fork corpus.jada.anythingtest.fixed.Main$1.run[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] java.lang.Thread@Main.java:41 // at corpus.jada.anythingtest.fixed.Main.main(Main.java:46)
  s19e8_1: goto s23                      // at corpus.jada.anythingtest.fixed.Main.main(Main.java:46)
  s17e9: call corpus.jada.anythingtest.fixed.Main$1.<init>[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:41)
  s17e9_1: goto s19e5                    // at corpus.jada.anythingtest.fixed.Main.main(Main.java:41)
  s17e10: call corpus.jada.anythingtest.fixed.Main$1.<init>[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:41)
  s17e10_1: goto s19e6                   // at corpus.jada.anythingtest.fixed.Main.main(Main.java:41)
  s17e11: call corpus.jada.anythingtest.fixed.Main$1.<init>[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:41)
  s17e11_1: goto s19e7                   // at corpus.jada.anythingtest.fixed.Main.main(Main.java:41)
  s17e12: call corpus.jada.anythingtest.fixed.Main$1.<init>[corpus.jada.anythingtest.fixed.Main$1@Main.java:41] // at corpus.jada.anythingtest.fixed.Main.main(Main.java:41)
  s17e12_1: goto s19e8                   // at corpus.jada.anythingtest.fixed.Main.main(Main.java:41)
}

proc corpus.jada.anythingtest.fixed.Main.nest[corpus.jada.anythingtest.fixed.Main$1.run:44#3,corpus.jada.anythingtest.fixed.Main$1@Main.java:41] {
  s3: acquire java.lang.Object@Main.java:37 // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:27)
  s5: acquire java.lang.StringBuilder@Main.java:38 // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:28)
  s6: read corpus.jada.anythingtest.fixed.Main.counter // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:29)
  s8: write corpus.jada.anythingtest.fixed.Main.counter // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:29)
  s9: release java.lang.StringBuilder@Main.java:38 // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:30)
  s19: release java.lang.Object@Main.java:37 // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:31)
}

proc corpus.jada.anythingtest.fixed.Main.nest[corpus.jada.anythingtest.fixed.Main.lambda$main$0:47#2,corpus.jada.anythingtest.fixed.Main.main:47#23] {
  s3: acquire java.lang.Object@Main.java:37 // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:27)
  s5: acquire java.lang.StringBuilder@Main.java:38 // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:28)
  s6: read corpus.jada.anythingtest.fixed.Main.counter // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:29)
  s8: write corpus.jada.anythingtest.fixed.Main.counter // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:29)
  s9: release java.lang.StringBuilder@Main.java:38 // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:30)
  s19: release java.lang.Object@Main.java:37 // at corpus.jada.anythingtest.fixed.Main.nest(Main.java:31)
}
