main corpus.jada.danglingthreads.Main.main

proc corpus.jada.danglingthreads.Main$Store.<init>[corpus.jada.danglingthreads.Main$Store@Main.java:56] {
  s4: write corpus.jada.danglingthreads.Main$Store@Main.java:56.index // at corpus.jada.danglingthreads.Main$Store.<init>(Main.java:19)
  s7: write corpus.jada.danglingthreads.Main$Store@Main.java:56.data // at corpus.jada.danglingthreads.Main$Store.<init>(Main.java:20)
}

proc corpus.jada.danglingthreads.Main$Store.compact[corpus.jada.danglingthreads.Main$Store@Main.java:56] {
  s1: read corpus.jada.danglingthreads.Main$Store@Main.java:56.index // at corpus.jada.danglingthreads.Main$Store.compact(Main.java:32)
  s2: acquire java.lang.Object@Main.java:19[corpus.jada.danglingthreads.Main$Store@Main.java:56] // at corpus.jada.danglingthreads.Main$Store.compact(Main.java:32)
  s3: read corpus.jada.danglingthreads.Main$Store@Main.java:56.data // at corpus.jada.danglingthreads.Main$Store.compact(Main.java:33)
  s4: acquire java.lang.Object@Main.java:20[corpus.jada.danglingthreads.Main$Store@Main.java:56] // at corpus.jada.danglingthreads.Main$Store.compact(Main.java:33)
  s5: read corpus.jada.danglingthreads.Main$Store@Main.java:56.records // at corpus.jada.danglingthreads.Main$Store.compact(Main.java:34)
  s7: write corpus.jada.danglingthreads.Main$Store@Main.java:56.records // at corpus.jada.danglingthreads.Main$Store.compact(Main.java:34)
  s8: release java.lang.Object@Main.java:20[corpus.jada.danglingthreads.Main$Store@Main.java:56] // at corpus.jada.danglingthreads.Main$Store.compact(Main.java:35)
  s18: release java.lang.Object@Main.java:19[corpus.jada.danglingthreads.Main$Store@Main.java:56] // at corpus.jada.danglingthreads.Main$Store.compact(Main.java:36)
}

proc corpus.jada.danglingthreads.Main$Store.write[corpus.jada.danglingthreads.Main$Store@Main.java:56] {
  s1: read corpus.jada.danglingthreads.Main$Store@Main.java:56.index // at corpus.jada.danglingthreads.Main$Store.write(Main.java:24)
  s2: acquire java.lang.Object@Main.java:19[corpus.jada.danglingthreads.Main$Store@Main.java:56] // at corpus.jada.danglingthreads.Main$Store.write(Main.java:24)
  s3: read corpus.jada.danglingthreads.Main$Store@Main.java:56.data // at corpus.jada.danglingthreads.Main$Store.write(Main.java:25)
  s4: acquire java.lang.Object@Main.java:20[corpus.jada.danglingthreads.Main$Store@Main.java:56] // at corpus.jada.danglingthreads.Main$Store.write(Main.java:25)
  s5: read corpus.jada.danglingthreads.Main$Store@Main.java:56.records // at corpus.jada.danglingthreads.Main$Store.write(Main.java:26)
  s7: write corpus.jada.danglingthreads.Main$Store@Main.java:56.records // at corpus.jada.danglingthreads.Main$Store.write(Main.java:26)
  s8: release java.lang.Object@Main.java:20[corpus.jada.danglingthreads.Main$Store@Main.java:56] // at corpus.jada.danglingthreads.Main$Store.write(Main.java:27)
  s18: release java.lang.Object@Main.java:19[corpus.jada.danglingthreads.Main$Store@Main.java:56] // at corpus.jada.danglingthreads.Main$Store.write(Main.java:28)
}

proc corpus.jada.danglingthreads.Main$Writer.<init>[corpus.jada.danglingthreads.Main$Writer@Main.java:57] {
  s3: write corpus.jada.danglingthreads.Main$Writer@Main.java:57.store // at corpus.jada.danglingthreads.Main$Writer.<init>(Main.java:44)
}

proc corpus.jada.danglingthreads.Main$Writer.run[corpus.jada.danglingthreads.Main.main:57#6,corpus.jada.danglingthreads.Main$Writer@Main.java:57] {
  s1: read corpus.jada.danglingthreads.Main$Writer@Main.java:57.store // at corpus.jada.danglingthreads.Main$Writer.run(Main.java:49)
  s2: call corpus.jada.danglingthreads.Main$Store.write[corpus.jada.danglingthreads.Main$Store@Main.java:56] // at corpus.jada.danglingthreads.Main$Writer.run(Main.java:49)
  s4: read corpus.jada.danglingthreads.Main$Writer@Main.java:57.store // at corpus.jada.danglingthreads.Main$Writer.run(Main.java:50)
  s9: fork corpus.jada.danglingthreads.Main$Store.compact[corpus.jada.danglingthreads.Main$Store@Main.java:56] java.lang.Thread@Main.java:50[corpus.jada.danglingthreads.Main.main:57#6,corpus.jada.danglingthreads.Main$Writer@Main.java:57] // at corpus.jada.danglingthreads.Main$Writer.run(Main.java:51)
}

proc corpus.jada.danglingthreads.Main.main {
  s2: call corpus.jada.danglingthreads.Main$Store.<init>[corpus.jada.danglingthreads.Main$Store@Main.java:56] // at corpus.jada.danglingthreads.Main.main(Main.java:56)
  s5: call corpus.jada.danglingthreads.Main$Writer.<init>[corpus.jada.danglingthreads.Main$Writer@Main.java:57] // at corpus.jada.danglingthreads.Main.main(Main.java:57)
  s6: fork corpus.jada.danglingthreads.Main$Writer.run[corpus.jada.danglingthreads.Main.main:57#6,corpus.jada.danglingthreads.Main$Writer@Main.java:57] corpus.jada.danglingthreads.Main$Writer@Main.java:57 // at corpus.jada.danglingthreads.Main.main(Main.java:57)
  s12: fork corpus.jada.danglingthreads.Main$Store.compact[corpus.jada.danglingthreads.Main$Store@Main.java:56] java.lang.Thread@Main.java:58 // at corpus.jada.danglingthreads.Main.main(Main.java:59)
  s13: call corpus.jada.danglingthreads.Main$Store.write[corpus.jada.danglingthreads.Main$Store@Main.java:56] // at corpus.jada.danglingthreads.Main.main(Main.java:60)
}
