main corpus.extra.statsprinted.Main.main

proc corpus.extra.statsprinted.Main$Tag.<init>[corpus.extra.statsprinted.Main$Tag@Main.java:53,corpus.extra.statsprinted.Main.main:77#8,corpus.extra.statsprinted.Main@Main.java:76] {
  s3: write corpus.extra.statsprinted.Main$Tag@Main.java:53[corpus.extra.statsprinted.Main.main:77#8,corpus.extra.statsprinted.Main@Main.java:76].this$0 // at corpus.extra.statsprinted.Main$Tag.<init>(Main.java:33)
}

proc corpus.extra.statsprinted.Main.<init>[corpus.extra.statsprinted.Main@Main.java:76] {
  s4: write corpus.extra.statsprinted.Main@Main.java:76.done // at corpus.extra.statsprinted.Main.<init>(Main.java:42)
  s6: write corpus.extra.statsprinted.Main@Main.java:76.slots // at corpus.extra.statsprinted.Main.<init>(Main.java:43)
  s10: write corpus.extra.statsprinted.Main@Main.java:76.trace // at corpus.extra.statsprinted.Main.<init>(Main.java:44)
  s13: write corpus.extra.statsprinted.Main@Main.java:76.lock // at corpus.extra.statsprinted.Main.<init>(Main.java:45)
  s14: read corpus.extra.statsprinted.Main@Main.java:76.slots // at corpus.extra.statsprinted.Main.<init>(Main.java:48)
  s16: read java.util.concurrent.atomic.AtomicLong[]@Main.java:43[corpus.extra.statsprinted.Main@Main.java:76][] // at corpus.extra.statsprinted.Main.<init>(Main.java:48)
  s16_1: write java.util.concurrent.atomic.AtomicLong[]@Main.java:43[corpus.extra.statsprinted.Main@Main.java:76][] // at corpus.extra.statsprinted.Main.<init>(Main.java:48)
  s17: read corpus.extra.statsprinted.Main@Main.java:76.trace // at corpus.extra.statsprinted.Main.<init>(Main.java:49)
  s20: write java.util.ArrayList@Main.java:44[corpus.extra.statsprinted.Main@Main.java:76].$state // at corpus.extra.statsprinted.Main.<init>(Main.java:49)
}

proc corpus.extra.statsprinted.Main.await[corpus.extra.statsprinted.Main@Main.java:76] {
  s1: read corpus.extra.statsprinted.Main@Main.java:76.lock // at corpus.extra.statsprinted.Main.await(Main.java:68)
  s2: acquire java.lang.Object@Main.java:45[corpus.extra.statsprinted.Main@Main.java:76] // at corpus.extra.statsprinted.Main.await(Main.java:68)
  s3: read corpus.extra.statsprinted.Main@Main.java:76.done // at corpus.extra.statsprinted.Main.await(Main.java:69)
  s6: jump s7 s14                        // at corpus.extra.statsprinted.Main.await(Main.java:69)
  s7: read corpus.extra.statsprinted.Main@Main.java:76.lock // at corpus.extra.statsprinted.Main.await(Main.java:70)
  s8: wait java.lang.Object@Main.java:45[corpus.extra.statsprinted.Main@Main.java:76] // at corpus.extra.statsprinted.Main.await(Main.java:70)
  s8_1: goto s3                          // at corpus.extra.statsprinted.Main.await(Main.java:70)
  s14: release java.lang.Object@Main.java:45[corpus.extra.statsprinted.Main@Main.java:76] // at corpus.extra.statsprinted.Main.await(Main.java:72)
}

proc corpus.extra.statsprinted.Main.finish[corpus.extra.statsprinted.Main@Main.java:76] {
  s1: read corpus.extra.statsprinted.Main@Main.java:76.slots // at corpus.extra.statsprinted.Main.finish(Main.java:59)
  s2: read java.util.concurrent.atomic.AtomicLong[]@Main.java:43[corpus.extra.statsprinted.Main@Main.java:76][1] // at corpus.extra.statsprinted.Main.finish(Main.java:59)
  s4: read corpus.extra.statsprinted.Main@Main.java:76.done // at corpus.extra.statsprinted.Main.finish(Main.java:60)
  s7: jump s8 exit                       // at corpus.extra.statsprinted.Main.finish(Main.java:60)
  s8: read corpus.extra.statsprinted.Main@Main.java:76.lock // at corpus.extra.statsprinted.Main.finish(Main.java:61)
  s9: acquire java.lang.Object@Main.java:45[corpus.extra.statsprinted.Main@Main.java:76] // at corpus.extra.statsprinted.Main.finish(Main.java:61)
  s10: read corpus.extra.statsprinted.Main@Main.java:76.lock // at corpus.extra.statsprinted.Main.finish(Main.java:62)
  s11: notifyAll java.lang.Object@Main.java:45[corpus.extra.statsprinted.Main@Main.java:76] // at corpus.extra.statsprinted.Main.finish(Main.java:62)
  s12: release java.lang.Object@Main.java:45[corpus.extra.statsprinted.Main@Main.java:76] // at corpus.extra.statsprinted.Main.finish(Main.java:63)
}

proc corpus.extra.statsprinted.Main.main {
  s2: call corpus.extra.statsprinted.Main.<init>[corpus.extra.statsprinted.Main@Main.java:76] // at corpus.extra.statsprinted.Main.main(Main.java:76)
  s5: read java.lang.System.out          // at corpus.extra.statsprinted.Main.main(Main.java:77)
  s8: call corpus.extra.statsprinted.Main.print[corpus.extra.statsprinted.Main.main:77#8,corpus.extra.statsprinted.Main@Main.java:76] // at corpus.extra.statsprinted.Main.main(Main.java:77)
  s19: fork corpus.extra.statsprinted.Main.finish[corpus.extra.statsprinted.Main@Main.java:76] java.lang.Thread@Main.java:78 // at corpus.extra.statsprinted.Main.main(Main.java:80)
  s20: fork corpus.extra.statsprinted.Main.finish[corpus.extra.statsprinted.Main@Main.java:76] java.lang.Thread@Main.java:79 // at corpus.extra.statsprinted.Main.main(Main.java:81)
  s21: call corpus.extra.statsprinted.Main.await[corpus.extra.statsprinted.Main@Main.java:76] // at corpus.extra.statsprinted.Main.main(Main.java:82)
  s22: join java.lang.Thread@Main.java:78 // at corpus.extra.statsprinted.Main.main(Main.java:83)
  s23: join java.lang.Thread@Main.java:79 // at corpus.extra.statsprinted.Main.main(Main.java:84)
}

proc corpus.extra.statsprinted.Main.print[corpus.extra.statsprinted.Main.main:77#8,corpus.extra.statsprinted.Main@Main.java:76] {
  s3: call corpus.extra.statsprinted.Main$Tag.<init>[corpus.extra.statsprinted.Main$Tag@Main.java:53,corpus.extra.statsprinted.Main.main:77#8,corpus.extra.statsprinted.Main@Main.java:76] // at corpus.extra.statsprinted.Main.print(Main.java:53)
  s5: read corpus.extra.statsprinted.Main@Main.java:76.trace // at corpus.extra.statsprinted.Main.print(Main.java:55)
  s8: read java.util.ArrayList@Main.java:44[corpus.extra.statsprinted.Main@Main.java:76].$state // at corpus.extra.statsprinted.Main.print(Main.java:55)
}
