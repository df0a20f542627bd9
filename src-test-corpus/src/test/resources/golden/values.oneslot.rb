main corpus.values.oneslot.Main.main
var corpus.values.oneslot.Main@Main.java:61.full { false true } = false

proc corpus.values.oneslot.Main.<init>[corpus.values.oneslot.Main@Main.java:61] {
}

proc corpus.values.oneslot.Main.consumer[corpus.values.oneslot.Main.main:64#6] {
}

proc corpus.values.oneslot.Main.lambda$consumer$0[corpus.values.oneslot.Main.consumer:49#10] {
  s3e1: call corpus.values.oneslot.Main.take[corpus.values.oneslot.Main@Main.java:61] // at corpus.values.oneslot.Main.lambda$consumer$0(Main.java:52)
  s13e2: call corpus.values.oneslot.Main.take[corpus.values.oneslot.Main@Main.java:61] // at corpus.values.oneslot.Main.lambda$consumer$0(Main.java:52)
}

proc corpus.values.oneslot.Main.lambda$producer$0[corpus.values.oneslot.Main.producer:37#8] {
  s3e1: call corpus.values.oneslot.Main.put[corpus.values.oneslot.Main@Main.java:61] // at corpus.values.oneslot.Main.lambda$producer$0(Main.java:40)
  s13e2: call corpus.values.oneslot.Main.put[corpus.values.oneslot.Main@Main.java:61] // at corpus.values.oneslot.Main.lambda$producer$0(Main.java:40)
}

proc corpus.values.oneslot.Main.main {
  s2: call corpus.values.oneslot.Main.<init>[corpus.values.oneslot.Main@Main.java:61] // at corpus.values.oneslot.Main.main(Main.java:61)
  s4: call corpus.values.oneslot.Main.producer[corpus.values.oneslot.Main.main:62#4] // at corpus.values.oneslot.Main.main(Main.java:62)
  s5: call corpus.values.oneslot.Main.producer[corpus.values.oneslot.Main.main:62#4] // at corpus.values.oneslot.Main.main(Main.java:63)
  s6: call corpus.values.oneslot.Main.consumer[corpus.values.oneslot.Main.main:64#6] // at corpus.values.oneslot.Main.main(Main.java:64)
  s7: call corpus.values.oneslot.Main.consumer[corpus.values.oneslot.Main.main:64#6] // at corpus.values.oneslot.Main.main(Main.java:65)
  s8: fork corpus.values.oneslot.Main.lambda$producer$0[corpus.values.oneslot.Main.producer:37#8] java.lang.Thread@Main.java:37[corpus.values.oneslot.Main.main:62#4] // at corpus.values.oneslot.Main.main(Main.java:66)
  s9: fork corpus.values.oneslot.Main.lambda$producer$0[corpus.values.oneslot.Main.producer:37#8] java.lang.Thread@Main.java:37[corpus.values.oneslot.Main.main:63#5] // at corpus.values.oneslot.Main.main(Main.java:67)
  s10: fork corpus.values.oneslot.Main.lambda$consumer$0[corpus.values.oneslot.Main.consumer:49#10] java.lang.Thread@Main.java:49[corpus.values.oneslot.Main.main:64#6] // at corpus.values.oneslot.Main.main(Main.java:68)
  s11: fork corpus.values.oneslot.Main.lambda$consumer$0[corpus.values.oneslot.Main.consumer:49#10] java.lang.Thread@Main.java:49[corpus.values.oneslot.Main.main:65#7] // at corpus.values.oneslot.Main.main(Main.java:69)
  s12: join java.lang.Thread@Main.java:37[corpus.values.oneslot.Main.main:62#4] // at corpus.values.oneslot.Main.main(Main.java:70)
  s13: join java.lang.Thread@Main.java:37[corpus.values.oneslot.Main.main:63#5] // at corpus.values.oneslot.Main.main(Main.java:71)
  s14: join java.lang.Thread@Main.java:49[corpus.values.oneslot.Main.main:64#6] // at corpus.values.oneslot.Main.main(Main.java:72)
  s15: join java.lang.Thread@Main.java:49[corpus.values.oneslot.Main.main:65#7] // at corpus.values.oneslot.Main.main(Main.java:73)
}

proc corpus.values.oneslot.Main.producer[corpus.values.oneslot.Main.main:62#4] {
}

proc corpus.values.oneslot.Main.put[corpus.values.oneslot.Main@Main.java:61] {
  sync: acquire corpus.values.oneslot.Main@Main.java:61 // at corpus.values.oneslot.Main.put(Main.java:21)
  s1: switch corpus.values.oneslot.Main@Main.java:61.full false s5 true s3 // at corpus.values.oneslot.Main.put(Main.java:21)
  s3: wait corpus.values.oneslot.Main@Main.java:61 // at corpus.values.oneslot.Main.put(Main.java:22)
  s3_1: goto s1                          // at corpus.values.oneslot.Main.put(Main.java:22)
  s5: assign corpus.values.oneslot.Main@Main.java:61.full true // at corpus.values.oneslot.Main.put(Main.java:24)
  s6: notify corpus.values.oneslot.Main@Main.java:61 // at corpus.values.oneslot.Main.put(Main.java:25)
  ret_0: release corpus.values.oneslot.Main@Main.java:61 // at corpus.values.oneslot.Main.put(Main.java:21)
}

proc corpus.values.oneslot.Main.take[corpus.values.oneslot.Main@Main.java:61] {
  sync: acquire corpus.values.oneslot.Main@Main.java:61 // at corpus.values.oneslot.Main.take(Main.java:29)
  s1: switch corpus.values.oneslot.Main@Main.java:61.full false s3 true s5 // at corpus.values.oneslot.Main.take(Main.java:29)
  s3: wait corpus.values.oneslot.Main@Main.java:61 // at corpus.values.oneslot.Main.take(Main.java:30)
  s3_1: goto s1                          // at corpus.values.oneslot.Main.take(Main.java:30)
  s5: assign corpus.values.oneslot.Main@Main.java:61.full false // at corpus.values.oneslot.Main.take(Main.java:32)
  s6: notify corpus.values.oneslot.Main@Main.java:61 // at corpus.values.oneslot.Main.take(Main.java:33)
  ret_0: release corpus.values.oneslot.Main@Main.java:61 // at corpus.values.oneslot.Main.take(Main.java:29)
}
