main corpus.values.oneslot.fixed.Main.main
var corpus.values.oneslot.fixed.Main@Main.java:59.full { false true } = false

proc corpus.values.oneslot.fixed.Main.<init>[corpus.values.oneslot.fixed.Main@Main.java:59] {
}

proc corpus.values.oneslot.fixed.Main.consumer[corpus.values.oneslot.fixed.Main.main:62#6] {
}

proc corpus.values.oneslot.fixed.Main.lambda$consumer$0[corpus.values.oneslot.fixed.Main.consumer:47#10] {
  s3e1: call corpus.values.oneslot.fixed.Main.take[corpus.values.oneslot.fixed.Main@Main.java:59] // at corpus.values.oneslot.fixed.Main.lambda$consumer$0(Main.java:50)
  s13e2: call corpus.values.oneslot.fixed.Main.take[corpus.values.oneslot.fixed.Main@Main.java:59] // at corpus.values.oneslot.fixed.Main.lambda$consumer$0(Main.java:50)
}

proc corpus.values.oneslot.fixed.Main.lambda$producer$0[corpus.values.oneslot.fixed.Main.producer:35#8] {
  s3e1: call corpus.values.oneslot.fixed.Main.put[corpus.values.oneslot.fixed.Main@Main.java:59] // at corpus.values.oneslot.fixed.Main.lambda$producer$0(Main.java:38)
  s13e2: call corpus.values.oneslot.fixed.Main.put[corpus.values.oneslot.fixed.Main@Main.java:59] // at corpus.values.oneslot.fixed.Main.lambda$producer$0(Main.java:38)
}

proc corpus.values.oneslot.fixed.Main.main {
  s2: call corpus.values.oneslot.fixed.Main.<init>[corpus.values.oneslot.fixed.Main@Main.java:59] // at corpus.values.oneslot.fixed.Main.main(Main.java:59)
  s4: call corpus.values.oneslot.fixed.Main.producer[corpus.values.oneslot.fixed.Main.main:60#4] // at corpus.values.oneslot.fixed.Main.main(Main.java:60)
  s5: call corpus.values.oneslot.fixed.Main.producer[corpus.values.oneslot.fixed.Main.main:60#4] // at corpus.values.oneslot.fixed.Main.main(Main.java:61)
  s6: call corpus.values.oneslot.fixed.Main.consumer[corpus.values.oneslot.fixed.Main.main:62#6] // at corpus.values.oneslot.fixed.Main.main(Main.java:62)
  s7: call corpus.values.oneslot.fixed.Main.consumer[corpus.values.oneslot.fixed.Main.main:62#6] // at corpus.values.oneslot.fixed.Main.main(Main.java:63)
  s8: fork corpus.values.oneslot.fixed.Main.lambda$producer$0[corpus.values.oneslot.fixed.Main.producer:35#8] java.lang.Thread@Main.java:35[corpus.values.oneslot.fixed.Main.main:60#4] // at corpus.values.oneslot.fixed.Main.main(Main.java:64)
  s9: fork corpus.values.oneslot.fixed.Main.lambda$producer$0[corpus.values.oneslot.fixed.Main.producer:35#8] java.lang.Thread@Main.java:35[corpus.values.oneslot.fixed.Main.main:61#5] // at corpus.values.oneslot.fixed.Main.main(Main.java:65)
  s10: fork corpus.values.oneslot.fixed.Main.lambda$consumer$0[corpus.values.oneslot.fixed.Main.consumer:47#10] java.lang.Thread@Main.java:47[corpus.values.oneslot.fixed.Main.main:62#6] // at corpus.values.oneslot.fixed.Main.main(Main.java:66)
  s11: fork corpus.values.oneslot.fixed.Main.lambda$consumer$0[corpus.values.oneslot.fixed.Main.consumer:47#10] java.lang.Thread@Main.java:47[corpus.values.oneslot.fixed.Main.main:63#7] // at corpus.values.oneslot.fixed.Main.main(Main.java:67)
  s12: join java.lang.Thread@Main.java:35[corpus.values.oneslot.fixed.Main.main:60#4] // at corpus.values.oneslot.fixed.Main.main(Main.java:68)
  s13: join java.lang.Thread@Main.java:35[corpus.values.oneslot.fixed.Main.main:61#5] // at corpus.values.oneslot.fixed.Main.main(Main.java:69)
  s14: join java.lang.Thread@Main.java:47[corpus.values.oneslot.fixed.Main.main:62#6] // at corpus.values.oneslot.fixed.Main.main(Main.java:70)
  s15: join java.lang.Thread@Main.java:47[corpus.values.oneslot.fixed.Main.main:63#7] // at corpus.values.oneslot.fixed.Main.main(Main.java:71)
}

proc corpus.values.oneslot.fixed.Main.producer[corpus.values.oneslot.fixed.Main.main:60#4] {
}

proc corpus.values.oneslot.fixed.Main.put[corpus.values.oneslot.fixed.Main@Main.java:59] {
  sync: acquire corpus.values.oneslot.fixed.Main@Main.java:59 // at corpus.values.oneslot.fixed.Main.put(Main.java:19)
  s1: switch corpus.values.oneslot.fixed.Main@Main.java:59.full false s5 true s3 // at corpus.values.oneslot.fixed.Main.put(Main.java:19)
  s3: wait corpus.values.oneslot.fixed.Main@Main.java:59 // at corpus.values.oneslot.fixed.Main.put(Main.java:20)
  s3_1: goto s1                          // at corpus.values.oneslot.fixed.Main.put(Main.java:20)
  s5: assign corpus.values.oneslot.fixed.Main@Main.java:59.full true // at corpus.values.oneslot.fixed.Main.put(Main.java:22)
  s6: notifyAll corpus.values.oneslot.fixed.Main@Main.java:59 // at corpus.values.oneslot.fixed.Main.put(Main.java:23)
  ret_0: release corpus.values.oneslot.fixed.Main@Main.java:59 // at corpus.values.oneslot.fixed.Main.put(Main.java:19)
}

proc corpus.values.oneslot.fixed.Main.take[corpus.values.oneslot.fixed.Main@Main.java:59] {
  sync: acquire corpus.values.oneslot.fixed.Main@Main.java:59 // at corpus.values.oneslot.fixed.Main.take(Main.java:27)
  s1: switch corpus.values.oneslot.fixed.Main@Main.java:59.full false s3 true s5 // at corpus.values.oneslot.fixed.Main.take(Main.java:27)
  s3: wait corpus.values.oneslot.fixed.Main@Main.java:59 // at corpus.values.oneslot.fixed.Main.take(Main.java:28)
  s3_1: goto s1                          // at corpus.values.oneslot.fixed.Main.take(Main.java:28)
  s5: assign corpus.values.oneslot.fixed.Main@Main.java:59.full false // at corpus.values.oneslot.fixed.Main.take(Main.java:30)
  s6: notifyAll corpus.values.oneslot.fixed.Main@Main.java:59 // at corpus.values.oneslot.fixed.Main.take(Main.java:31)
  ret_0: release corpus.values.oneslot.fixed.Main@Main.java:59 // at corpus.values.oneslot.fixed.Main.take(Main.java:27)
}
