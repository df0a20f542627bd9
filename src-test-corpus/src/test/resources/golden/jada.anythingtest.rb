main corpus.jada.anythingtest.Main.main

proc corpus.jada.anythingtest.Main$1.<init>[corpus.jada.anythingtest.Main$1@Main.java:45] {
  s3: write corpus.jada.anythingtest.Main$1@Main.java:45.val$x // at corpus.jada.anythingtest.Main$1.<init>(Main.java:45)
  s4: write corpus.jada.anythingtest.Main$1@Main.java:45.val$y // at corpus.jada.anythingtest.Main$1.<init>(Main.java:45)
}

proc corpus.jada.anythingtest.Main$1.run[corpus.jada.anythingtest.Main$1@Main.java:45] {
  s1: read corpus.jada.anythingtest.Main$1@Main.java:45.val$x // at corpus.jada.anythingtest.Main$1.run(Main.java:48)
  s2: read corpus.jada.anythingtest.Main$1@Main.java:45.val$y // at corpus.jada.anythingtest.Main$1.run(Main.java:48)
  s3: call corpus.jada.anythingtest.Main.nest[corpus.jada.anythingtest.Main$1.run:48#3,corpus.jada.anythingtest.Main$1@Main.java:45] // at corpus.jada.anythingtest.Main$1.run(Main.java:48)
}

proc corpus.jada.anythingtest.Main$Holder.<init>[corpus.jada.anythingtest.Main$Holder@Main.java:39] {
}

proc corpus.jada.anythingtest.Main$Holder.<init>[corpus.jada.anythingtest.Main$Holder@Main.java:40] {
}

proc corpus.jada.anythingtest.Main$Holder.get[corpus.jada.anythingtest.Main$Holder@Main.java:39] {
  s1: read corpus.jada.anythingtest.Main$Holder@Main.java:39.content // at corpus.jada.anythingtest.Main$Holder.get(Main.java:24)
}

proc corpus.jada.anythingtest.Main$Holder.get[corpus.jada.anythingtest.Main$Holder@Main.java:39]#result:null {
  s1: read corpus.jada.anythingtest.Main$Holder@Main.java:39.content // at corpus.jada.anythingtest.Main$Holder.get(Main.java:24)
  s2: jump exit raise                    // at corpus.jada.anythingtest.Main$Holder.get(Main.java:24)
  raise: raise                           // at corpus.jada.anythingtest.Main$Holder.get(Main.java:24)
}

proc corpus.jada.anythingtest.Main$Holder.get[corpus.jada.anythingtest.Main$Holder@Main.java:40] {
  s1: read corpus.jada.anythingtest.Main$Holder@Main.java:40.content // at corpus.jada.anythingtest.Main$Holder.get(Main.java:24)
}

proc corpus.jada.anythingtest.Main$Holder.get[corpus.jada.anythingtest.Main$Holder@Main.java:40]#result:null {
  s1: read corpus.jada.anythingtest.Main$Holder@Main.java:40.content // at corpus.jada.anythingtest.Main$Holder.get(Main.java:24)
  s2: jump exit raise                    // at corpus.jada.anythingtest.Main$Holder.get(Main.java:24)
  raise: raise                           // at corpus.jada.anythingtest.Main$Holder.get(Main.java:24)
}

proc corpus.jada.anythingtest.Main$Holder.put[corpus.jada.anythingtest.Main$Holder@Main.java:39] {
  s2: write corpus.jada.anythingtest.Main$Holder@Main.java:39.content // at corpus.jada.anythingtest.Main$Holder.put(Main.java:20)
}

proc corpus.jada.anythingtest.Main$Holder.put[corpus.jada.anythingtest.Main$Holder@Main.java:40] {
  s2: write corpus.jada.anythingtest.Main$Holder@Main.java:40.content // at corpus.jada.anythingtest.Main$Holder.put(Main.java:20)
}

proc corpus.jada.anythingtest.Main.lambda$main$0[corpus.jada.anythingtest.Main.main:51#23] {
  s2: call corpus.jada.anythingtest.Main.nest[corpus.jada.anythingtest.Main.lambda$main$0:51#2,corpus.jada.anythingtest.Main.main:51#23] // at corpus.jada.anythingtest.Main.lambda$main$0(Main.java:51)
}

proc corpus.jada.anythingtest.Main.main {
  s2: call corpus.jada.anythingtest.Main$Holder.<init>[corpus.jada.anythingtest.Main$Holder@Main.java:39] // at corpus.jada.anythingtest.Main.main(Main.java:39)
  s5: call corpus.jada.anythingtest.Main$Holder.<init>[corpus.jada.anythingtest.Main$Holder@Main.java:40] // at corpus.jada.anythingtest.Main.main(Main.java:40)
  s5_1: goto s9e1                        // at corpus.jada.anythingtest.Main.main(Main.java:40)
  s13: call corpus.jada.anythingtest.Main$Holder.get[corpus.jada.anythingtest.Main$Holder@Main.java:39]#result:null else s14e4 // at corpus.jada.anythingtest.Main.main(Main.java:43)
  s13_1: goto s14e3                      // at corpus.jada.anythingtest.Main.main(Main.java:43)
  s23: fork corpus.jada.anythingtest.Main.lambda$main$0[corpus.jada.anythingtest.Main.main:51#23] java.lang.Thread@Main.java:51 // at corpus.jada.anythingtest.Main.main(Main.java:51)
  s23_1: goto exit                       // at corpus.jada.anythingtest.Main.main(Main.java:51)
  s9e1: call corpus.jada.anythingtest.Main$Holder.put[corpus.jada.anythingtest.Main$Holder@Main.java:39] // at corpus.jada.anythingtest.Main.main(Main.java:41)
  s12e2: call corpus.jada.anythingtest.Main$Holder.put[corpus.jada.anythingtest.Main$Holder@Main.java:40] // at corpus.jada.anythingtest.Main.main(Main.java:42)
  s12e2_1: goto s13                      // at corpus.jada.anythingtest.Main.main(Main.java:42)
  s14e3: call corpus.jada.anythingtest.Main$Holder.get[corpus.jada.anythingtest.Main$Holder@Main.java:40]#result:null else s17e10 // at corpus.jada.anythingtest.Main.main(Main.java:44)
  s14e3_1: goto s17e9                    // at corpus.jada.anythingtest.Main.main(Main.java:44)
  s14e4: call corpus.jada.anythingtest.Main$Holder.get[corpus.jada.anythingtest.Main$Holder@Main.java:40]#result:null else s17e12 // at corpus.jada.anythingtest.Main.main(Main.java:44)
  s14e4_1: goto s17e11                   // at corpus.jada.anythingtest.Main.main(Main.java:44)
  s19e5: fork corpus.jada.anythingtest.Main$1.run[corpus.jada.anythingtest.Main$1@Main.java:45] java.lang.Thread@Main.java:45 // at corpus.jada.anythingtest.Main.main(Main.java:50)
  s19e5_1: goto s23                      // at corpus.jada.anythingtest.Main.main(Main.java:50)
  s19e6: fork corpus.jada.anythingtest.Main$1.run[corpus.jada.anythingtest.Main$1@Main.java:45] java.lang.Thread@Main.java:45 // at corpus.jada.anythingtest.Main.main(Main.java:50)
  s19e6_1: goto s23                      // at corpus.jada.anythingtest.Main.main(Main.java:50)
  s19e7: fork corpus.jada.anythingtest.Main$1.run[corpus.jada.anythingtest.Main$1@Main.java:45] java.lang.Thread@Main.java:45 // at corpus.jada.anythingtest.Main.main(Main.java:50)
  s19e7_1: goto s23                      // at corpus.jada.anythingtest.Main.main(Main.java:50)
  s19e8: fork corpus.jada.anythingtest.Main$1.run[corpus.jada.anythingtest.Main$1@Main.java:45] java.lang.Thread@Main.java:45 // at corpus.jada.anythingtest.Main.main(Main.java:50)
  s19e8_1: goto s23                      // at corpus.jada.anythingtest.Main.main(Main.java:50)
  s17e9: call corpus.jada.anythingtest.Main$1.<init>[corpus.jada.anythingtest.Main$1@Main.java:45] // at corpus.jada.anythingtest.Main.main(Main.java:45)
  s17e9_1: goto s19e5                    // at corpus.jada.anythingtest.Main.main(Main.java:45)
  s17e10: call corpus.jada.anythingtest.Main$1.<init>[corpus.jada.anythingtest.Main$1@Main.java:45] // at corpus.jada.anythingtest.Main.main(Main.java:45)
  s17e10_1: goto s19e6                   // at corpus.jada.anythingtest.Main.main(Main.java:45)
  s17e11: call corpus.jada.anythingtest.Main$1.<init>[corpus.jada.anythingtest.Main$1@Main.java:45] // at corpus.jada.anythingtest.Main.main(Main.java:45)
  s17e11_1: goto s19e7                   // at corpus.jada.anythingtest.Main.main(Main.java:45)
  s17e12: call corpus.jada.anythingtest.Main$1.<init>[corpus.jada.anythingtest.Main$1@Main.java:45] // at corpus.jada.anythingtest.Main.main(Main.java:45)
  s17e12_1: goto s19e8                   // at corpus.jada.anythingtest.Main.main(Main.java:45)
}

proc corpus.jada.anythingtest.Main.nest[corpus.jada.anythingtest.Main$1.run:48#3,corpus.jada.anythingtest.Main$1@Main.java:45] {
  s3: acquire java.lang.Object@Main.java:41 // at corpus.jada.anythingtest.Main.nest(Main.java:31)
  s5: acquire java.lang.StringBuilder@Main.java:42 // at corpus.jada.anythingtest.Main.nest(Main.java:32)
  s6: read corpus.jada.anythingtest.Main.counter // at corpus.jada.anythingtest.Main.nest(Main.java:33)
  s8: write corpus.jada.anythingtest.Main.counter // at corpus.jada.anythingtest.Main.nest(Main.java:33)
  s9: release java.lang.StringBuilder@Main.java:42 // at corpus.jada.anythingtest.Main.nest(Main.java:34)
  s19: release java.lang.Object@Main.java:41 // at corpus.jada.anythingtest.Main.nest(Main.java:35)
}

proc corpus.jada.anythingtest.Main.nest[corpus.jada.anythingtest.Main.lambda$main$0:51#2,corpus.jada.anythingtest.Main.main:51#23] {
  s3: acquire java.lang.StringBuilder@Main.java:42 // at corpus.jada.anythingtest.Main.nest(Main.java:31)
  s5: acquire java.lang.Object@Main.java:41 // at corpus.jada.anythingtest.Main.nest(Main.java:32)
  s6: read corpus.jada.anythingtest.Main.counter // at corpus.jada.anythingtest.Main.nest(Main.java:33)
  s8: write corpus.jada.anythingtest.Main.counter // at corpus.jada.anythingtest.Main.nest(Main.java:33)
  s9: release java.lang.Object@Main.java:41 // at corpus.jada.anythingtest.Main.nest(Main.java:34)
  s19: release java.lang.StringBuilder@Main.java:42 // at corpus.jada.anythingtest.Main.nest(Main.java:35)
}
