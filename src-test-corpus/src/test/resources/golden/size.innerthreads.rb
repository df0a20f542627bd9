main corpus.size.innerthreads.Main.main

proc corpus.size.innerthreads.Main$Child.<init>[corpus.size.innerthreads.Main$Child@Main.java:31,corpus.size.innerthreads.Main.main:44#7,corpus.size.innerthreads.Main$Parent@Main.java:44] {
  s3: write corpus.size.innerthreads.Main$Child@Main.java:31[corpus.size.innerthreads.Main.main:44#7,corpus.size.innerthreads.Main$Parent@Main.java:44].this$0 // at corpus.size.innerthreads.Main$Child.<init>(Main.java:18)
}

proc corpus.size.innerthreads.Main$Child.run[corpus.size.innerthreads.Main$Child@Main.java:31,corpus.size.innerthreads.Main.main:44#7,corpus.size.innerthreads.Main$Parent@Main.java:44] {
  s1: read corpus.size.innerthreads.Main$Child@Main.java:31[corpus.size.innerthreads.Main.main:44#7,corpus.size.innerthreads.Main$Parent@Main.java:44].this$0 // at corpus.size.innerthreads.Main$Child.run(Main.java:21)
  s2: read corpus.size.innerthreads.Main@Main.java:43.lock // at corpus.size.innerthreads.Main$Child.run(Main.java:21)
  s3: acquire java.lang.Object@Main.java:15[corpus.size.innerthreads.Main@Main.java:43] // at corpus.size.innerthreads.Main$Child.run(Main.java:21)
  s4: read corpus.size.innerthreads.Main$Child@Main.java:31[corpus.size.innerthreads.Main.main:44#7,corpus.size.innerthreads.Main$Parent@Main.java:44].this$0 // at corpus.size.innerthreads.Main$Child.run(Main.java:22)
  s5: read corpus.size.innerthreads.Main@Main.java:43.counter // at corpus.size.innerthreads.Main$Child.run(Main.java:22)
  s7: write corpus.size.innerthreads.Main@Main.java:43.counter // at corpus.size.innerthreads.Main$Child.run(Main.java:22)
  s8: release java.lang.Object@Main.java:15[corpus.size.innerthreads.Main@Main.java:43] // at corpus.size.innerthreads.Main$Child.run(Main.java:23)
}

proc corpus.size.innerthreads.Main$Parent.<init>[corpus.size.innerthreads.Main$Parent@Main.java:44] {
  s3: write corpus.size.innerthreads.Main$Parent@Main.java:44.this$0 // at corpus.size.innerthreads.Main$Parent.<init>(Main.java:27)
}

proc corpus.size.innerthreads.Main$Parent.run[corpus.size.innerthreads.Main.main:44#7,corpus.size.innerthreads.Main$Parent@Main.java:44] {
  s1: read corpus.size.innerthreads.Main$Parent@Main.java:44.this$0 // at corpus.size.innerthreads.Main$Parent.run(Main.java:30)
  s2: read corpus.size.innerthreads.Main@Main.java:43.lock // at corpus.size.innerthreads.Main$Parent.run(Main.java:30)
  s3: acquire java.lang.Object@Main.java:15[corpus.size.innerthreads.Main@Main.java:43] // at corpus.size.innerthreads.Main$Parent.run(Main.java:30)
  s5: read corpus.size.innerthreads.Main$Parent@Main.java:44.this$0 // at corpus.size.innerthreads.Main$Parent.run(Main.java:31)
  s6: call corpus.size.innerthreads.Main$Child.<init>[corpus.size.innerthreads.Main$Child@Main.java:31,corpus.size.innerthreads.Main.main:44#7,corpus.size.innerthreads.Main$Parent@Main.java:44] // at corpus.size.innerthreads.Main$Parent.run(Main.java:31)
  s8: fork corpus.size.innerthreads.Main$Child.run[corpus.size.innerthreads.Main$Child@Main.java:31,corpus.size.innerthreads.Main.main:44#7,corpus.size.innerthreads.Main$Parent@Main.java:44] corpus.size.innerthreads.Main$Child@Main.java:31[corpus.size.innerthreads.Main.main:44#7,corpus.size.innerthreads.Main$Parent@Main.java:44] // at corpus.size.innerthreads.Main$Parent.run(Main.java:32)
  s9: join corpus.size.innerthreads.Main$Child@Main.java:31[corpus.size.innerthreads.Main.main:44#7,corpus.size.innerthreads.Main$Parent@Main.java:44] // at corpus.size.innerthreads.Main$Parent.run(Main.java:34)
  s22: release java.lang.Object@Main.java:15[corpus.size.innerthreads.Main@Main.java:43] // at corpus.size.innerthreads.Main$Parent.run(Main.java:38)
}

proc corpus.size.innerthreads.Main.<init>[corpus.size.innerthreads.Main@Main.java:43] {
  s4: write corpus.size.innerthreads.Main@Main.java:43.lock // at corpus.size.innerthreads.Main.<init>(Main.java:15)
}

proc corpus.size.innerthreads.Main.main {
  s2: call corpus.size.innerthreads.Main.<init>[corpus.size.innerthreads.Main@Main.java:43] // at corpus.size.innerthreads.Main.main(Main.java:43)
  s6: call corpus.size.innerthreads.Main$Parent.<init>[corpus.size.innerthreads.Main$Parent@Main.java:44] // at corpus.size.innerthreads.Main.main(Main.java:44)
  s7: fork corpus.size.innerthreads.Main$Parent.run[corpus.size.innerthreads.Main.main:44#7,corpus.size.innerthreads.Main$Parent@Main.java:44] corpus.size.innerthreads.Main$Parent@Main.java:44 // at corpus.size.innerthreads.Main.main(Main.java:44)
}
